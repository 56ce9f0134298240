"""Takes any refund in the Refund log as the refund rule: CB-26-0233's GBP 60.00 goodwill refund on a
259.00 dispute makes it Represent REFUND, packed on Wednesday."""
from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rule_order_applied", "decisions_day_one", "packs_day_three", "register_at_week_end"]
read_refunds = oracle.refunds


def any_refund(kit):
    return {order: [{**r, "amount": Decimal(10 ** 9)} for r in found] for order, found in read_refunds(kit).items()}


oracle.refunds = any_refund
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
