"""Logs day 2's Class A as a new Reconciliation row instead of correcting Monday's in place."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["one_row_per_class", "class_a_follows_nav_correction"]
round_1 = oracle.round_1


def round_2(ctx):
    kit = Kit(ctx)
    ours, (_, theirs) = oracle.accruals(kit), oracle.invoiced(kit)
    kit.sheets.open(oracle.BOOK).append("Reconciliation!A1:G1", [[oracle.PERIOD, "A", "1.25", str(ours["A"]), str(theirs["A"]), "0", "Agreed"]])
    return oracle.round_2(ctx)
