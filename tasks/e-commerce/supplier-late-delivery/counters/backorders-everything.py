"""Marks every still-Open order Backordered on day 4, unaffected SKUs included (work outside the
delay)."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["final_order_book"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    out = oracle.round_4(ctx)
    kit = Kit(ctx, name="Spoke & Sprocket purchasing")
    book = kit.sheets.open(oracle.ORDERS)
    for r in book.rows("Open orders"):
        if str(r["Status"] or "") == "Open":
            book.update(f"Open orders!H{r.number}", [["Backordered"]], raw=True)
    return out
