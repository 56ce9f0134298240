"""Converts Pylon's dollar quotes at Kai's 'today's rate' of 0.86, not the programme rate."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["register_costs_net_at_programme_rates", "day_1_budget"]
read_rates = oracle.programme_rates
oracle.programme_rates = lambda kit: {**read_rates(kit), "USD": Decimal("0.86")}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
