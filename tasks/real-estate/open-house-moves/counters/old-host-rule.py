"""Keeps the rule Dana's September mail quotes (three in a row is fine), missing the handbook's
new two-a-day limit of day 4."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["host_limit_applied", "final_sheet"]
oracle.HOST_LIMIT = 99
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
