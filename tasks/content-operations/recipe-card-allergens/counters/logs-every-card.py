"""Logs every card in the corrections log every day (current values), corrected or not, against the
handbook's one row per card whose icons or May contain changed that day."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_corrections_logged", "day2_corrections_logged", "day3_corrections_logged", "oakleaf_spec_applied"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.LOG_ALL = True
