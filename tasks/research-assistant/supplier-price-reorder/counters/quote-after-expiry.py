"""Keeps Fenwick's quote prices after its valid-until date (4 November)."""

from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["quote_expired", "wt_budget_after_invoice"]
oracle.QUOTE_UNTIL = date(2099, 12, 31)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
