"""Moves the live P3 postings to the raised band too."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["published_postings_keep_their_range"]
oracle.PUBLISHED_REPRICED = True
round_1 = round_2 = round_3 = round_4 = oracle.work
