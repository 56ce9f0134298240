"""Closes a leaver out on the window's last day, while boxes may still arrive that day."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["windows_skip_thanksgiving"]
oracle.CLOSE_ON_WINDOW_DAY = True
round_1 = round_2 = round_3 = oracle.work
