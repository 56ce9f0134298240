"""Ignores the look-alike bank change without telling anyone."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lookalike_forwarded"]
oracle.report_lookalike = lambda kit: None
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
