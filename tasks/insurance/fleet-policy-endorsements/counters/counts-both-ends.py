"""Counts both the first and the last day of the period (days + 1) in every pro-rata figure."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["premium_adjustments_pro_rata", "broker_answered", "sale_date_correction_followed", "broker_told_corrected_net", "summary_net_premium", "final_schedule"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.EXTRA_DAYS = 1
