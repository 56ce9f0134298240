"""Leaves Miguel Santos's open house on Saturday although he asked for Sunday morning."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["santos_moved_to_sunday", "sellers_confirmed", "final_calendar"]
oracle.SELLER_MOVES.clear()
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
