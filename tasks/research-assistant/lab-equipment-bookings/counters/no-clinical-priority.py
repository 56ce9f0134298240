"""Decides the requests in Request ID order only: clinical-trial requests get no priority."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_rule_precedence", "day4_clinical_priority", "day4_every_request_decided"]
oracle.PRIORITY = lambda q: q["id"]
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
