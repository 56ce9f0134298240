"""Puts S-210's option deadline on the 180th day before expiry, Friday 4 July 2025, without
moving it off the federal holiday."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["s210_option_deadline_on_calendar"]
oracle.HOLIDAYS = set()
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
