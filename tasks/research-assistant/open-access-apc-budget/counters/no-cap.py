"""Pays the whole invoice, forgetting the cap per article (APC-310: 3,780 instead of 2,800)."""
from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["hybrid_only_under_an_agreement", "decisions_recorded_day1"]
_fund = oracle.fund
oracle.fund = lambda kit: {**_fund(kit), "cap": Decimal("1000000")}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
