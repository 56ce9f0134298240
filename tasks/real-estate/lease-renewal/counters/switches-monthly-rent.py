"""Writes the new rent into Monthly rent on day 1 as well (accounts switches it on the review
date, not the desk)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    message = oracle.round_1(ctx)
    kit = oracle.Kit(ctx, name="Foothill lease administration")
    r = next(r for r in oracle.rent_roll(kit) if r["Suite"] == "S-150")
    kit.sheets.open(oracle.BOOK).update(f"{oracle.SHEET}!E{r.number}", [["4017.00"]])
    return message
