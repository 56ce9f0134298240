"""Leaves Ola Brennan's request unanswered: right not to act, but Priya never hears of it."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["marketing_request_referred"]
oracle.refer_marketing = lambda kit: None
