"""Counts the waiting period in weekdays only: Veterans Day (11 November) counted as a business
day, so the reviews land a day early (12 → 11, 14 → 13 November)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reviews_skip_veterans_day", "review_follows_the_longer_waiting_period"]
oracle.HOLIDAYS = set()
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
