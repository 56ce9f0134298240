"""Treats Rosalind's Nordstrom purchase as a business line without a receipt: it takes the third
MRD on day 1 (and is not marked personal), pushing Swan Oyster Depot to Missing."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["declarations_in_statement_order", "named_personal_purchase"]
oracle.NAMED_PERSONAL = set()
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
