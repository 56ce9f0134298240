"""Writes the amounts read from the receipts into the claimants' Amount and Currency columns
(the claimants' own record, outside the officer's columns)."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    out = oracle.round_1(ctx)
    book = Kit(ctx).sheets.open(oracle.BOOK)
    for i, r in enumerate(book.rows("Lines"), start=2):
        if str(r["Receipt ref"]) in oracle.RECEIPTS:
            cur, amt = oracle.RECEIPTS[str(r["Receipt ref"])]
            book.update(f"Lines!H{i}:I{i}", [[amt, cur]])
    return out
