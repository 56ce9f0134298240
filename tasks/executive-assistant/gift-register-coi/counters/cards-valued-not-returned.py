"""Treats the prepaid card and the restaurant voucher as ordinary gifts by their value, instead
of returning cash equivalents."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["returns_cash_and_bidders", "voucher_returned"]
oracle.CASH_EQUIVALENTS = set()
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
