"""Rewrites the submitter's columns: where the scanned first page names another corresponding
author's institution, it notes it in the sheet's Corresponding author column (the handbook says
leave the author's columns alone)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
_round_1 = oracle.round_1


def round_1(ctx):
    out = _round_1(ctx)
    kit = oracle.Kit(ctx, name="Open Access Fund")
    book = kit.sheets.open(oracle.BOOK)
    for r in book.rows("Requests!A1:M31"):
        rid = str(r["Req ID"])
        if rid in oracle.OTHER_AFFILIATION:
            book.update(f"Requests!F{r.number}", f"{r['Corresponding author']} ({oracle.OTHER_AFFILIATION[rid]})")
    return out


round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4
