"""Leaves the former employer's lawyers' letter in the INBOX: Legal never hears of it."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lawyer_forwarded_to_legal"]
oracle.pass_to_legal = lambda kit: None
round_1, round_2 = oracle.round_1, oracle.round_2
