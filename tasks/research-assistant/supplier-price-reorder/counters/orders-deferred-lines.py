"""Puts every due line on the purchase orders, the Deferred ones too."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corvid_ordered", "fenwick_ordered"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
send_orders = oracle.purchase_orders


def everything_due(kit, lines):
    send_orders(kit, [{**ln, "status": "Order"} if ln["status"] else ln for ln in lines])


def round_4(ctx):
    oracle.purchase_orders = everything_due
    return oracle.round_4(ctx)
