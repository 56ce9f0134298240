"""Reviews the collections team's locked rows too (IMG-112 has no alt, IMG-129 names a donor)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["locked_rows_untouched"]
oracle.oracle.skip_locked = False
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
