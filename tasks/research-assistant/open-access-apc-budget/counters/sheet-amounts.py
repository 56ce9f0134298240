"""Pays the amount the author typed on the sheet where it differs from the invoice (APC-314: USD
1,850 instead of the invoice's 1,580)."""
from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["invoice_beats_the_sheet", "decisions_recorded_day1"]
_inv = oracle.invoices


def invoices(kit):
    out = _inv(kit)
    number, cur, _ = out["APC-314"]
    return {**out, "APC-314": (number, cur, Decimal("1850"))}


oracle.invoices = invoices
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
