"""Trusts the delay notice all week and never re-reads the portal: misses Velotech's silent move of VT-1102."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["portal_move_followed", "portal_move_customers_notified", "dock_follows_the_new_arrival", "final_order_book"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.ship_dates = lambda kit: dict(oracle.NOTICE)
