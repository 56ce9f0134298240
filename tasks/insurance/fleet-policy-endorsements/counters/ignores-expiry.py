"""Reads the points but not the expiry: Dana Whitfield's expired licence goes on YR20 MWC."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_referred_driver_on_schedule", "endorsement_decisions", "licences_read_from_photos", "referrals_mailed_day1"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.CHECK_EXPIRY = False
