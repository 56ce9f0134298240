"""Keeps the story list right but never tells the reporters what to change."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["reporters_told_of_each_story", "reporter_told_of_the_new_order", "reporter_told_of_the_edit"]
oracle.TELL_REPORTERS = False
