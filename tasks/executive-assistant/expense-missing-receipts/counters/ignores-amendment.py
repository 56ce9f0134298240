"""Misses the policy's amendment of 1 October (appended to the page overnight before day 2):
keeps the 75.00 receipt threshold, so the MRDs stay where they were and nothing new is asked for."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["declarations_follow_lowered_threshold", "newly_missing_receipts_requested"]
oracle.threshold = lambda kit: Decimal("75.00")
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
