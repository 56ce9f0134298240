"""Fills the Lab hours tab on Monday, Tuesday and Friday only: on Wednesday and Thursday it keeps Tuesday's figures."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day3_lab_hours"]
Kit = oracle.Kit


class Skipping(Kit):
    """A Kit whose spreadsheets skip every update of the Lab hours tab. Only this counter's copy
    of the oracle uses it: patching the shared Spreadsheet class would skip the runs beside it."""

    @property
    def sheets(self):
        sheets = Kit.sheets.func(self)
        open_book = sheets.open

        def opened(*args, **kw):
            book = open_book(*args, **kw)
            update = book.update
            book.update = lambda range_ref, values, raw=False: (
                None if "Lab hours" in range_ref else update(range_ref, values, raw))
            return book
        sheets.open = opened
        return sheets


def midweek(day):
    def round_n(ctx):
        oracle.Kit = Skipping
        try:
            return oracle.run(ctx, day)
        finally:
            oracle.Kit = Kit
    return round_n


round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, midweek(3), midweek(4), oracle.round_5
