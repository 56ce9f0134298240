"""Books every arrival at 08:00 without looking at the dock calendar (double-books 24 Nov and 27 Nov)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["dock_booked_for_both_consignments", "dock_follows_the_new_arrival"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.SLOTS = (oracle.time(8, 0),)
