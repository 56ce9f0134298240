"""Approves on expired quotes (Jonas: 'the price still stands')."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["expired_quotes_need_a_re_quote", "day_1_statuses", "day_1_budget", "day_1_requesters_told"]
decide = oracle.decide
oracle.decide = lambda cost, net, valid, today, limit, remaining: decide(cost, net, "9999-12-31", today, limit, remaining)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
