"""Does not answer the look-alike, but does not tell the chair either."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lookalike_sent_to_the_chair"]
oracle.LOOKALIKE = "<nothing@nowhere.example>"
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
