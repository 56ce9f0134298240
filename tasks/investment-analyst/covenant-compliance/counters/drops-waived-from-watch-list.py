"""Marks the waived borrower Watch instead of Waived - a day-1 breach no longer flagged."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["waiver_applied", "breaches_on_watch_list"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.WAIVED_STATUS = "Watch"
