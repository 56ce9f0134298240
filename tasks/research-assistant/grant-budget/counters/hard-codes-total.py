"""Types the total into C10 as a constant formula (=121500, then =121560) instead of keeping the
draft's =C8+C9: the total reads right, the sheet no longer computes it."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_total_formula_kept", "day2_total_formula_kept", "collateral"]
round_3, round_4 = oracle.round_3, oracle.round_4


def hard_coded(round_n):
    def run(ctx):
        done = round_n(ctx)
        budget = Kit(ctx).sheets.open("helix-grant-budget")
        budget.update("Budget!C10", f"={int(budget.cell('Budget!C10', render='UNFORMATTED_VALUE'))}")
        return done
    return run


round_1, round_2 = hard_coded(oracle.round_1), hard_coded(oracle.round_2)
