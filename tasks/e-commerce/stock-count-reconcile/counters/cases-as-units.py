"""Reads a count tag of '3 CS' as 3 units: the three case-counted bins go far short."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cases_counted_in_units"]
oracle.CASES_AS_UNITS = True
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
