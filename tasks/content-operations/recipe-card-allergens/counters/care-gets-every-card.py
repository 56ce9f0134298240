"""Tells customer care every card of the week instead of those changed after Monday's audit."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["care_told_the_changed_cards"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.CARE_ALL = True
