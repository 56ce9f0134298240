"""Reconciles correctly but releases the whole invoice on day 1 "to pay this week", the queried
Class A included."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["disputed_fee_not_paid", "class_a_released_after_agreement"]
round_2 = oracle.round_2


def round_1(ctx):
    message = oracle.round_1(ctx)
    kit = Kit(ctx)
    payee, iban = oracle.manager(kit)
    kit.sheets.open(oracle.BOOK).append("Payments!A1:E1", [["2025-06-03", payee, iban, "57765.14", "MGMT-FEE 2025-05 A"]])
    return message
