"""Misses Main Limousinen's suspension on the Vendors list (day 3): keeps booking the Frankfurt
cars with the suspended company."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["frankfurt_cars_moved_to_replacement", "vogel_car_follows_moved_review"]
oracle.company_for = lambda name, listed: name
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
