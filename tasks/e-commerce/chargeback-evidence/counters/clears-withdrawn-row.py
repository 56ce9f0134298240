"""Closes the withdrawn case by clearing its row off Open disputes (Case to Notice date are the
feed's, not the desk's): collateral damage, and the row no longer says Withdrawn."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral", "withdrawn_case_closed", "register_at_week_end"]
round_1, round_3, round_4 = oracle.round_1, oracle.round_3, oracle.round_4


def round_2(ctx):
    message = oracle.round_2(ctx)
    kit = oracle.Kit(ctx, name=oracle.NAME)
    book = kit.sheets.open(oracle.BOOK)
    row = book.find_row(f"'{oracle.TAB}'!A1:J100", "Case", "CB-26-0169")
    book.update(f"'{oracle.TAB}'!A{row.number}:J{row.number}", [[""] * 10])
    return message + "; withdrawn row cleared"
