"""Moves the meeting and the dates but never tells the owners of missing papers the new deadline."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["new_deadline_told"]
oracle.RECHASE = False
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
