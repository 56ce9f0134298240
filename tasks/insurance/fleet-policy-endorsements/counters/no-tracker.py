"""Adds LM74 RZO (GBP 52,800) without the tracker requirement."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["vehicles_added_and_removed"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.TRACKERS = False
