"""Applies the $500 threshold of Ruth's March mail, not the handbook's $1,000."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["statute_and_threshold"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.THRESHOLD = Decimal(500)
