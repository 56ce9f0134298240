"""Reads the breakdown and engineer mails but never blocks the instruments (so their sessions stay Confirmed)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day2_breakdown_handled", "day3_engineer_visit", "day2_every_request_decided"]
oracle.block = lambda *args, **kwargs: None
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
