"""Treats a leverage equal to the maximum (HC-115, 4.00x at 4.00x) as a breach."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["statuses_day1", "watch_list_day1", "rms_told_of_breaches"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.EQUAL_PASSES = False
