"""Moves EUR 1,000 from the postdoc line to confocal time on day 1 (lines nobody asked to change):
every total stays right, the budget does not."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_total_formula_kept", "day2_total_formula_kept"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    oracle.set_budget(Kit(ctx), {"Postdoc (12 months)": 61000, "Confocal microscope time (200 h)": 10000})
    return oracle.round_1(ctx)
