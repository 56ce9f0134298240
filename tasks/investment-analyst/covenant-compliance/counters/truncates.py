"""Truncates the ratios to two decimals instead of rounding them half up (2.5585 becomes 2.55)."""
from decimal import ROUND_DOWN

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["ratios_computed", "add_backs_capped", "headroom_day1", "others_unchanged_day2", "corrected_step_down_applied",
               "report_file_current", "report_mailed_to_head"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.ROUNDING = ROUND_DOWN
