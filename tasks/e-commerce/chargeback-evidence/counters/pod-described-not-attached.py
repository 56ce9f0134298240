"""Writes 'signed POD' in the packs but attaches no carrier screenshot."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["packs_day_one", "packs_day_two", "packs_day_three", "packs_day_four"]
oracle.ATTACH_POD = False
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
