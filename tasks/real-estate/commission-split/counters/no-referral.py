"""Overlooks the scanned Bayview referral agreement in CM-2513's folder: no referral fee comes off
the top, so the agent and brokerage shares are split from the whole gross."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cm2513_referral_off_the_top", "cdas_to_willamette", "daniel_files_follow_corrected_ytd"]
oracle.REFERRALS = {}
round_1, round_2 = oracle.round_1, oracle.round_2
