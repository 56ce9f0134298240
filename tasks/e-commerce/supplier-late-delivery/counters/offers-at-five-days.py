"""Offers cancellation at a delay of 5 business days or more (the policy says more than 5)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cancellation_offers_by_policy", "final_order_book", "count_reported_to_sanne"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
_days = oracle.business_days
oracle.business_days = lambda a, b: _days(a, b) + 1
