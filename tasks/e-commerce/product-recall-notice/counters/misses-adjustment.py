"""Keeps Monday's refunds: customer service's 5.00 on LA-1033 (Thursday) is never taken off."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["adjusted_refund_corrected", "reimbursement_claim"]
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
paid_refund = oracle.refund


def refund(r):
    line = {h: r[h] for h in ("Qty", "Unit price", "Discount %", "Adjustment")}
    return paid_refund({**line, "Adjustment": ""} if r["Order"] == "LA-1033" else line)


oracle.refund = refund
