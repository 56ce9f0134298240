"""Counts the 10-day window in calendar days (to Thu 19 Mar), not business days (to Mon 23 Mar)."""

from datetime import timedelta

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["actions_monday", "window_in_business_days", "certificates_read", "tickets_monday"]
oracle.cutoff = lambda: oracle.AUDIT_START + timedelta(days=10)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
