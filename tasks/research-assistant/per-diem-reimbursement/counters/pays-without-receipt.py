"""Pays the taxi without a receipt on Monday, at the sheet's amount."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_receipt_not_paid", "totals_day1"]
oracle.has = lambda kit, mid, _real=oracle.has: True if mid == oracle.LATE_RECEIPT else _real(kit, mid)
oracle.LATE_AMOUNT = ("EUR", "31.80")
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
