"""Reads the scope reduction's credit (-4,200) as a cost of 4,200."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["register_costs_net_at_programme_rates", "day_1_budget", "contingency_taken_in_cr_order"]
oracle.QUOTES = {ref: (cur, abs(net), valid) for ref, (cur, net, valid) in oracle.QUOTES.items()}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
