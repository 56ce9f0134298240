"""Leaves the look-alike mail alone: never reports it to security."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lookalike_sent_to_security"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.LOOKALIKE_MAIL = "<none@stillwater.example>"
