"""Prices Barrie (L-05) on Monday's TIV of 640,000 after the broker revised it to 710,000."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["barrie_value_revised"]


def round_2(ctx):
    kit = Kit(ctx, name="Granite Mutual underwriting")
    book = kit.sheets.open(oracle.BOOK)
    real_rows = book.rows

    def rows(*a, **k):
        found = real_rows(*a, **k)
        for r in found:
            if r["Loc"] == "L-05":
                r.values["TIV"] = 640000
        return found
    book.rows = rows
    kit.sheets.open = lambda title: book
    cells, total = oracle.price(kit)
    oracle.quote(kit, total)
    return f"total {total} on Monday's Barrie value"


round_1 = oracle.round_1
round_3 = oracle.round_3
