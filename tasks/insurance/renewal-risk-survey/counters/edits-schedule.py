"""Prices right but writes its own rounded TIVs into the broker's schedule column."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]


def round_1(ctx):
    message = oracle.round_1(ctx)
    Kit(ctx).sheets.open(oracle.BOOK).update("Locations!D14", 100000)
    return message + " (L-13 TIV rounded up)"


round_2, round_3 = oracle.round_2, oracle.round_3
