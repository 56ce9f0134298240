"""Misses the carafe's silent cost correction on launch eve (8.90 -> 9.80): LS-1009 goes live at
15.00, under the floor."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["carafe_follows_corrected_cost", "carafe_floor_reported", "price_list_to_the_web_team"]
read_costs = oracle.costs
oracle.costs = lambda kit: {**read_costs(kit), "LS-1009": Decimal("8.90")}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
