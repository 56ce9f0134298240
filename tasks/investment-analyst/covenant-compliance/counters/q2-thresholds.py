"""Tests against the Q2 2026 maximum leverage instead of the Q3 step-down."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["q3_step_down_applied", "statuses_day1", "headroom_day1", "watch_list_day1", "rms_told_of_breaches"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.LIMIT_COLUMN = "Max leverage Q2 2026"
