"""Keeps the non-working days read on day 1: misses 12 Jan 2027 added on day 4."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["new_non_working_day_applied", "forecasts_current", "rags_current", "weekly_report_golive", "weekly_report_csv", "workstream_status_current"]
oracle.HOLIDAYS_FROZEN = True
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
