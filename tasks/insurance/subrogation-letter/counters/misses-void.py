"""Keeps the payments as they were on day 1: SF-12's rental check, voided on day 2, still counts."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sf12_revised_after_void"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4


def day1_payments(payments, claim):
    kept = [p for p in payments if p["Status"] == "Issued" or (p["Claim"] == "AU-25-4184" and p["Category"] == "Rental car")]
    return sum((Decimal(str(p["Amount"])) for p in kept if p["Claim"] == claim), Decimal(0))


oracle.paid_total = day1_payments
