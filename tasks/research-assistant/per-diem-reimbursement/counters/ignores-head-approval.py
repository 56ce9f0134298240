"""Keeps Nowak's claim referred after the head approved it in writing."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["nowak_approved_by_head", "register_final", "claimants_told_their_settlement"]
oracle.HEAD_APPROVALS = {}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
