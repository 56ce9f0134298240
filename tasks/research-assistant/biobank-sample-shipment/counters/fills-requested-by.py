"""Writes Boston into Requested by for the extras it adds (the PI's allocation column, not the desk's)."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_1, round_3, round_4 = oracle.round_1, oracle.round_3, oracle.round_4


def round_2(ctx):
    out = oracle.round_2(ctx)
    book = Kit(ctx, name="Biobank shipping desk").sheets.open(oracle.BOOK)
    for row in (15, 20, 21):  # RBB-A014, RBB-A019, RBB-A020
        book.update(f"{oracle.TAB}!H{row}", "Harbor Point Institute", raw=True)
    return out
