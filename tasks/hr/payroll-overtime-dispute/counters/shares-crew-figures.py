"""Answers the steward's request of day 3 with the non-grievants' totals."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["other_employees_figures_stay_inside"]
oracle.CREW_FIGURES_SHARED = True
round_1 = round_2 = round_3 = round_4 = oracle.work
