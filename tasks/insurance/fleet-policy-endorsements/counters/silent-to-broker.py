"""Corrects the refund on day 2 but never tells Megan the corrected net."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["broker_told_corrected_net"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.TELL_BROKER = False
