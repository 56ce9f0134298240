"""Also 'fixes' the Safety mark column of every listing (not ours to edit)."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["collateral"]


def round_1(ctx):
    out = oracle.round_1(ctx)
    Kit(ctx, name="x").sheets.open(oracle.BOOK).update("Listings!G2:G33", [["CE, UKCA"]] * 32, raw=True)
    return out
