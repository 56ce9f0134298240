"""Costs CR-224 at the quote the change log names (Q-2424), missing that Q-2425 supersedes it."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["register_costs_net_at_programme_rates", "day_1_budget"]
oracle.SUPERSEDED = {}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
