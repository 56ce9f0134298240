"""Keeps Monday's contingency pool (175,000) and misses Finance's top-up on Thursday."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["topped_up_pool_in_the_contingency", "day_4_statuses_and_budget", "weekly_summary_to_the_sponsor"]
oracle.contingency_pool = lambda book: Decimal(175000)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
