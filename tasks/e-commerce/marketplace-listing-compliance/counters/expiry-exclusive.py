"""Treats a certificate as expired on its expiry date: NLC-88315 (valid through 2026-11-23) paused on day 1."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["statuses_after_the_audit", "register_after_the_audit"]
oracle.valid_on = lambda expiry, today: expiry > today
