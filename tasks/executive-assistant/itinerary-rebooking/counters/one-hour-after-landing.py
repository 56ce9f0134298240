"""Applies the European 1-hour buffer after the intercontinental landing too: the Ellery
breakfast goes to 10:30, inside the 2-hour window."""

from datetime import timedelta

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["ellery_breakfast_out_of_travel_window"]
oracle.window = lambda leg, pickup: (pickup, leg.arrives + timedelta(hours=1))
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
