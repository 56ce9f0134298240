"""Keeps the predecessors read on day 1: misses Rachel Adeyemi's relink of M-049 to M-008 on day 3."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["relinked_golive_followed", "forecasts_current", "rags_current", "gonogo_follows_golive", "weekly_report_golive", "weekly_report_csv", "workstream_status_current"]
oracle.PREDECESSORS_FROZEN = True
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
