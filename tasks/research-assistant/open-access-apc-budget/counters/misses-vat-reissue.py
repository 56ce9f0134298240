"""Reads the invoices once, on Monday: never sees OpenQuill's re-issued invoice with VAT (APC-309
stays at USD 2,200)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reissued_invoice_paid_with_vat", "freed_balance_reapplied", "decisions_recorded_day2"]
_inv = oracle.invoices


def invoices(kit):
    glob = kit.fs.glob
    kit.fs.glob = lambda pattern: [p for p in glob(pattern) if not p.endswith("-R2.pdf")]
    try:
        return _inv(kit)
    finally:
        kit.fs.glob = glob


oracle.invoices = invoices
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
