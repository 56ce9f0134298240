"""Reads no photo: blank lots stay blank (LA-1004, MK-2291, bin S-10) and the scanner's lot stands."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lots_from_photos", "marketplace_lot_read", "stock_held_day_one"]
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5

oracle.PRODUCT_LOTS = {}
oracle.BIN_LOTS = {}
