"""Skips the under-GBP-30 rule: the 24.99 signed delivery (CB-26-0154) and the 19.99 fraud case are
represented, and CB-26-0154 is packed on Thursday."""
from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rule_order_applied", "decisions_day_one", "packs_day_four", "register_at_week_end"]
oracle.THRESHOLD = Decimal(0)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
