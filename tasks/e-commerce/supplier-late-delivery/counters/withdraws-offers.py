"""Switches Cancellation offered back to No when a date improves (the policy: an offer stands)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["final_order_book", "count_reported_to_sanne"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.OFFERS_STAND = False
