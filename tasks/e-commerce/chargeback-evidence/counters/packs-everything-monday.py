"""Sends every Represent pack on Monday, whatever its respond-by (the handbook: never earlier than
the next business day's due cases): Monday's batch has extras, later days' packs are missing."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["packs_day_one", "packs_day_two", "packs_day_three", "packs_day_four", "late_refund_represented", "voided_delivery_accepted"]
oracle.AHEAD = 30
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
