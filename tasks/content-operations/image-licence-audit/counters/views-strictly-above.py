"""Renews only above 5,000 page views, not at 5,000 (IMG-3088 sits exactly on it)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["actions_monday", "extension_letter_applied", "tickets_monday"]
oracle.PV_MIN = 5001
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
