"""Sums every payment on the ledger, voided checks included."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["paid_totals_without_voids", "demands_on_register"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4


def every_payment(payments, claim):
    return sum((Decimal(str(p["Amount"])) for p in payments if p["Claim"] == claim), Decimal(0))


oracle.paid_total = every_payment
