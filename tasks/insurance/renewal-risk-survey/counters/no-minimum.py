"""Forgets the CAD 500 minimum premium per location."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["minimum_premium"]
oracle.MINIMUM = Decimal(0)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
