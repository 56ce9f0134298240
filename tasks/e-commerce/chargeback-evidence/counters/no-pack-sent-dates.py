"""Sends every pack on its day but leaves the Pack sent column blank by Thursday (the handbook:
the date the case's pack was mailed)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["pack_dates_recorded"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    message = oracle.round_4(ctx)
    kit = oracle.Kit(ctx, name=oracle.NAME)
    book = kit.sheets.open(oracle.BOOK)
    rows = book.rows(f"'{oracle.TAB}'!{oracle.RANGE}", "UNFORMATTED_VALUE")
    book.update(f"'{oracle.TAB}'!J2:J{rows[-1].number}", [[""] for _ in range(2, rows[-1].number + 1)])
    return message + "; Pack sent cleared"
