"""Gives the sprinkler credit to every sprinklered location, whatever the last inspection."""

from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sprinkler_credit_by_inspection_date"]
oracle.CREDIT_FROM = date(1900, 1, 1)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
