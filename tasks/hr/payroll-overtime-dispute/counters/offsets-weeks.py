"""Writes a week payroll overpaid as negative back pay, offsetting the other weeks."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["review_back_pay_current", "overpaid_weeks_count_zero", "marisol_told_totals"]
oracle.OFFSET_WEEKS = True
round_1 = round_2 = round_3 = round_4 = oracle.work
