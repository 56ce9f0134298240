"""Leaves the 7 December booking in the morning although the dock is closed for the stocktake."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["stocktake_booking_moved"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.STOCKTAKE_MAIL = "<none@spokesprocket.example>"
