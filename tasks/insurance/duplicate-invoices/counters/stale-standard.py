"""Works from the standard as it read on Monday: misses the HST re-issue rule added overnight."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["hst_reissue_held"]
oracle.hst_rule = lambda kit: False
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
