"""Reads the hotel's swap of Thursday's sessions as the hotel's business: the agenda calendar
keeps the workshop in the afternoon and nobody is told."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["thursday_sessions_swapped", "leaders_told_of_the_workshop"]
oracle.move_session = lambda kit: None  # the one wrong thing
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
