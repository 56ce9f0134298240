"""Refunds the list price (Qty x Unit price), as Hannah's teether mail of 2024 said."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["register_day_one", "notices_day_one", "reimbursement_claim"]
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5


def list_price(r):
    return (Decimal(str(r["Qty"])) * Decimal(str(r["Unit price"]))).quantize(oracle.CENT)


oracle.refund = list_price
