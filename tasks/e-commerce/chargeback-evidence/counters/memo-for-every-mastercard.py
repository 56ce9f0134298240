"""Applies the memo's 6 days to every Mastercard case, also those notified before 23 February:
CB-26-0206 comes due on Monday instead of Friday (packed early), and its Friday pack is missing."""
from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["respond_by_every_row", "memo_window_applied", "packs_day_one", "packs_day_four", "register_at_week_end"]
oracle.MEMO_FROM = date(2000, 1, 1)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
