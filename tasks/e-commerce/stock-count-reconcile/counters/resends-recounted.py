"""Applies the new $40 limit to bins already recounted: D-03 and J-01 sent for a second recount."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["recounted_bins_stay_adjusted"]
oracle.NEW_LIMIT_FOR_ALL = True
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
