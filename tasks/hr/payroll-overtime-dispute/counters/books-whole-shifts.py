"""Books a Saturday-night shift wholly to the week it starts in, as payroll did."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["review_hours_current", "review_overtime_current", "review_back_pay_current", "saturday_shifts_split"]
oracle.SPLIT_SATURDAYS = False
round_1 = round_2 = round_3 = round_4 = oracle.work
