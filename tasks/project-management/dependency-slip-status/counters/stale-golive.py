"""States the earlier go-live forecasts beside the current one in the weekly report."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["weekly_report_golive"]
oracle.STALE_IN_REPORT = True
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
