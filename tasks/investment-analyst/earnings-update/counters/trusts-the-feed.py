"""Copies Q3 revenue from the vendor feed (1,248, digits swapped) instead of the release's
1,284, the number the desk page says wins."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["revenue_from_release_not_feed"]
oracle.ACTUALS = [[1248], [167], [2.41]]
round_1, round_2 = oracle.round_1, oracle.round_2
