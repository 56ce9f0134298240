"""Audits right but "corrects" line 19's invoice number and amount in the ledger from its scan."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]


def round_1(ctx):
    message = oracle.round_1(ctx)
    Kit(ctx).sheets.open(oracle.BOOK).update("Ledger!D20", "'RB-2204")
    return message + " (line 19 retyped)"


round_2, round_3 = oracle.round_2, oracle.round_3
