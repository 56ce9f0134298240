"""Sends each supplier its purchase order twice on order day (a duplicate order)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corvid_ordered", "fenwick_ordered"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
send_orders = oracle.purchase_orders


def twice(kit, lines):
    send_orders(kit, lines)
    send_orders(kit, lines)


def round_4(ctx):
    oracle.purchase_orders = twice
    return oracle.round_4(ctx)
