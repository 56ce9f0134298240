"""Counts Thanksgiving and the day after as business days: three windows close early."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["windows_skip_thanksgiving"]
oracle.HOLIDAYS = set()
round_1 = round_2 = round_3 = oracle.work
