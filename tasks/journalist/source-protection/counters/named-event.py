"""Titles the review with the company's name instead of the codename."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["review_booked", "review_moved_to_next_slot"]
oracle.NAMED_EVENT = True
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
