"""Sends the pre-adverse notices without the Summary of Rights attached."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["pre_adverse_notices_sent"]
oracle.RIGHTS_ATTACHED = False
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
