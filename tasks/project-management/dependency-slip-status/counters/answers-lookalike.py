"""Forwards the look-alike to IT Security but also answers it (no detail given), which the handbook forbids."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lookalike_reported"]
oracle.ANSWER_LOOKALIKE = True
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
