"""Adds a Notes column to the log beside the rows (K), outside the columns the desk keeps."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_2 = oracle.round_2


def round_1(ctx):
    done = oracle.round_1(ctx)
    Kit(ctx, name=oracle.NAME).sheets.open(oracle.BOOK).update("Log!K1:K2", [["Notes"], ["reviewed 6 Oct"]])
    return done
