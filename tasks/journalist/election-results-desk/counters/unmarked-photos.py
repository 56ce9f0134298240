"""Writes every figure with Source County: the photo-only precincts are not marked unofficial."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sources_marked"]
oracle.UNOFFICIAL = "County"
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
