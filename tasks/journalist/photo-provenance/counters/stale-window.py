"""Keeps Monday's window (16:00-22:00, as Mireille's mail also says) on Tuesday: misses the news
desk's silent revision to 23:30 on the Coverage database (S-16 and S-28 stay out)."""

from datetime import datetime

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["window_end_revised", "gallery_list_day2"]


def mondays_window(kit):
    return datetime.fromisoformat("2025-11-08T16:00:00-04:00"), datetime.fromisoformat("2025-11-08T22:00:00-04:00")


oracle.window = mondays_window
round_1, round_2 = oracle.round_1, oracle.round_2
