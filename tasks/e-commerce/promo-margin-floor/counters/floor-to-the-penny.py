"""Raises an under-floor price to the exact minimum, to the penny (31.36, 16.96, 14.08), instead of
the lowest price ending in .99."""

from decimal import ROUND_CEILING, Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["ashford_costs_from_the_notice", "wick_costs_from_the_invoice", "napkins_raised_to_the_floor"]
oracle.floor_price = lambda cost: (cost / (1 - oracle.FLOOR) * oracle.VAT).quantize(Decimal("0.01"), ROUND_CEILING)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
