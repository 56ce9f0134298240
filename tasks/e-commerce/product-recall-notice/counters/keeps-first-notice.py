"""Works from the notice of 16 May all week: revision 1's lots 25-15 and 25-16 are missed."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["widened_lots_applied"]
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5

oracle.NOTICES = {1: oracle.NOTICES[1]}
