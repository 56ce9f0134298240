"""Fills the partial quantity past an order that does not fit (SS-40315 jumps SS-40288's place)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["partial_allocated_oldest_first", "partial_customers_notified"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.STRICT_QUEUE = False
