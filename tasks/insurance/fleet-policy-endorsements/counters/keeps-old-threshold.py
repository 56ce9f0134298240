"""Ignores Grant's lowered threshold: keeps referring only over 6 points."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["threshold_sweep", "referred_drivers_off_vehicles", "referrals_mailed_day2", "resent_licence_followed", "summary_referred_count", "final_schedule"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.LOWER_THRESHOLD = False
