"""Keeps the no-deduction list of day 1: Colorado's amendment unread."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["colorado_deduction_withdrawn"]
oracle.RULES_REREAD = False
round_1 = round_2 = round_3 = oracle.work
