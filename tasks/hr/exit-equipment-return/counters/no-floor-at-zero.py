"""Lets a fully depreciated asset count negative (Cost x (36 - months) / 36 below zero)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["depreciation_never_below_zero"]
oracle.FLOOR_AT_ZERO = False
round_1 = round_2 = round_3 = oracle.work
