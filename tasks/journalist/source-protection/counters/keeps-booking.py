"""Never re-checks counsel's availability: the review stays in the slot she withdrew on day 3."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["review_moved_to_next_slot", "counsel_told_new_time"]
oracle.KEEP_BOOKING = True
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
