"""Keeps the arrivals read on day 1: Kwame Mensah's Doha connection, retimed on the itinerary
page overnight before day 5 (13:50 -> 14:35), keeps the 15:00 run instead of 17:00."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["kwame_run_follows_the_retimed_flight", "every_transfer_run_right"]
oracle.KWAME_REV2 = oracle.ARRIVALS["Kwame Mensah"]  # the one wrong thing
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
