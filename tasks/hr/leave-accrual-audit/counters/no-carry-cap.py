"""Carries all of 2024's unused leave, ignoring the 40.0-hour cap."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["carry_over_capped", "balances", "mismatches_flagged"]
oracle.CAP = Decimal("1000")
round_1, round_2 = oracle.round_1, oracle.round_2
