"""Reads count-photos/ on day 1 only: misses bay G re-shot with G-03 corrected to 13."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reshot_bay_followed"]
oracle.READ_PHOTOS_ONCE = True
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
