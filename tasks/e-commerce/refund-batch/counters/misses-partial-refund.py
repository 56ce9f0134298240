"""Misses the refund booked overnight: decides from what was paid alone, ignoring the export's
`refunded_eur`, so RF-102 stays at the full 129.00 on day 2."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rf102_less_refund_already_booked"]
decide_by_policy = oracle.decide


def decide_ignoring_refunds(kit, order_id):  # the one wrong thing
    approved, pay_to, status = decide_by_policy(kit, order_id)
    if status == "approved":
        order = {r["order_id"]: r for r in kit.fs.read_csv("refunds/orders-export.csv")}[order_id]
        approved = f"{Decimal(order['paid_eur']):.2f}"
    return [approved, pay_to, status]


oracle.decide = decide_ignoring_refunds
round_1, round_2 = oracle.round_1, oracle.round_2
