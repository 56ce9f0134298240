"""Computes margins on the VAT-inclusive price: every margin is overstated and the napkins LS-1004
look safe at 16.00."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["margins_recorded", "napkins_raised_to_the_floor"]
oracle.VAT = Decimal(1)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
