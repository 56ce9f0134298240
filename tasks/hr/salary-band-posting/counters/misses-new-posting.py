"""Works only on the postings that were there on day 1: R-2125, added on day 3, never ranged."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["new_posting_ranged"]
oracle.UNSEEN = {"R-2125"}
round_1 = round_2 = round_3 = round_4 = oracle.work
