"""Never reads the scanned memo: every Mastercard case keeps the kb's 10 business days, so the
memo's cases are dated too late and their packs (CB-26-0241 and CB-26-0179 on Monday, the late
CB-26-0245 on Tuesday, CB-26-0181 on Wednesday) never go."""
from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["respond_by_every_row", "memo_window_applied", "packs_day_one", "late_case_worked", "packs_day_two",
               "packs_day_three", "register_at_week_end"]
oracle.MEMO_FROM = date(2100, 1, 1)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
