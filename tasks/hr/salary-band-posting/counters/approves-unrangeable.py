"""Approves the posting without a grade and the Toronto one on their drafts."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["unrangeable_postings_returned"]
oracle.UNRANGEABLE_APPROVED = True
round_1 = round_2 = round_3 = round_4 = oracle.work
