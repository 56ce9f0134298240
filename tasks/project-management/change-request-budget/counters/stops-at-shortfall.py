"""Refers every CR after the first one the contingency cannot cover, though later, smaller ones fit."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["contingency_taken_in_cr_order", "day_1_budget"]
decide, short = oracle.decide, []


def decide_until_short(cost, net, valid, today, limit, remaining):
    status = decide(cost, net, valid, today, limit, remaining)
    if status == "Approved" and short and net >= 0:
        return "Referred"
    if status == "Referred" and cost <= limit:
        short.append(cost)
    return status


oracle.decide = decide_until_short
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
