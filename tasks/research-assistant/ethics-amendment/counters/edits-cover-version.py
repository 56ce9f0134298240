"""Rewrites AM-25-106's stated consent version to the scan's, which is the applicant's cover form."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_2, round_3 = oracle.round_2, oracle.round_3


def round_1(ctx):
    done = oracle.round_1(ctx)
    Kit(ctx).sheets.open(oracle.BOOK).update("Amendments!H7", [["2.0 (20/11/2025)"]])
    return done
