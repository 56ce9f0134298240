"""Never looks into files/ again after day 1: Lakeshore's 70 % letter on SF-21 is missed."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sf21_revised_to_seventy"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
del oracle.SIGNED_SHARES[3]
