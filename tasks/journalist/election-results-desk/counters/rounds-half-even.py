"""Rounds shares half to even (Python's round) instead of half up: the certified Ward 1 share
41.25 becomes 41.2, not 41.3."""
from decimal import ROUND_HALF_EVEN, Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["final_races"]
oracle.pct = lambda a, total: str((Decimal(a) * 100 / Decimal(total)).quantize(Decimal("0.1"), ROUND_HALF_EVEN))
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
