"""Approves every CR within the delegated limit, whatever contingency is left."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["contingency_taken_in_cr_order", "nothing_approved_beyond_authority"]
decide = oracle.decide
oracle.decide = lambda cost, net, valid, today, limit, remaining: decide(cost, net, valid, today, limit, Decimal(10**9))
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
