"""Counts the 30 days from Monday all week: misses TP-GS-7781 (2026-12-25) entering the window on day 3."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["register_on_day_three", "suppliers_on_day_three", "final_listings_and_register"]
from datetime import date, timedelta
oracle.window = lambda today: date(2026, 11, 23) + timedelta(days=30)
