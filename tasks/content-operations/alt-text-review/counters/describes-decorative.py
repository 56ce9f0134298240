"""Gives decorative images a corrected alt of 'decorative' instead of an empty one."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["decorative_images", "rows_monday"]
oracle.oracle.decorative_alt = "decorative"
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
