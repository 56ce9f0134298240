"""'Posts' the adjustments by overwriting System qty with Counted: column F is the warehouse's."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    done = oracle.round_1(ctx)
    Kit(ctx).sheets.open(oracle.BOOK).update("Count!F3", "33")  # A-02's count
    return done
