"""Reads Nadia Theriault's mail but keeps S-09 Verified: her brother took it and has not agreed."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rights_hold"]
oracle.RIGHTS_DAY_2 = set()
round_1, round_2 = oracle.round_1, oracle.round_2
