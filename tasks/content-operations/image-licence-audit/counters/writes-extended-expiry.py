"""Writes the extended dates into the register's Expiry column (the agency's column, not the audit's)."""

from clawmark.oracle_kit import Kit

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    done = oracle.round_1(ctx)
    book = Kit(ctx).sheets.open(oracle.BOOK)
    for r in oracle.register(book):
        if r["Licence ID"] in oracle.EXTENDED:
            book.update(f"Assets!F{r['row']}", [["2027-03-31"]])
    return done
