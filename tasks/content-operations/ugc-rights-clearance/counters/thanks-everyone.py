"""Thanks every creator who replied, whatever their post's status."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["thanks_to_cleared_only"]
oracle.THANK_ONLY_CLEARED = False
