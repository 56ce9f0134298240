"""Keeps Monday's lots: the warehouse's correction of LA-1028 (25-19 to 25-12) is never read."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corrected_scan_notified"]
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5

oracle.PRODUCT_LOTS = {**oracle.PRODUCT_LOTS, 2: {"LA-1028": "25-19"}}
