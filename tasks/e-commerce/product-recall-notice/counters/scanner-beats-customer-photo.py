"""Trusts the pick scanner's 25-18 over the customer's photo of LA-1034's base (25-13)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["base_photo_beats_scan"]
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5

oracle.PRODUCT_LOTS = {d: lots for d, lots in oracle.PRODUCT_LOTS.items() if d != 4}
