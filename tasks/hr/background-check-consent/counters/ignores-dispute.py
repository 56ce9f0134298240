"""Leaves Derek Haines's dispute unanswered on day 3: his final review stays on the calendar and
Verity never hears of it (the waiting period is still brought up to date)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["dispute_pauses_the_review", "dispute_forwarded_to_vendor"]
round_1, round_2 = oracle.round_1, oracle.round_2
oracle.DISPUTE_HANDLED = False
