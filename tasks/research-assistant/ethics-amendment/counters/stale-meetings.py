"""Reads the meeting dates once on Monday: misses the December meeting's move to the 16th."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rescheduled_for_the_16th", "december_agenda"]
round_2, round_3 = oracle.round_2, oracle.round_3


def round_1(ctx):
    monday = oracle.meetings(Kit(ctx))
    oracle.meetings = lambda kit: monday
    return oracle.round_1(ctx)
