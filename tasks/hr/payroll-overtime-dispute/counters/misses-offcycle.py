"""Counts only the regular pay runs: the off-cycle catch-up of 2 December never credited."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["review_back_pay_current", "offcycle_run_credited", "marisol_told_credited_totals"]
oracle.RUNS_COUNTED = "Regular"
round_1 = round_2 = round_3 = round_4 = oracle.work
