"""Never looks at the order synced in on Wednesday: MK-2291's lot is not read from its packing photo."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["marketplace_order_notified", "marketplace_lot_read"]
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5

oracle.PRODUCT_LOTS = {d: lots for d, lots in oracle.PRODUCT_LOTS.items() if d != 3}
