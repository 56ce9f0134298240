"""Sends one thank-you mail to all cleared creators together, every address in To."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["no_creator_data_outside"]
oracle.THANKS_ONE_BY_ONE = False
