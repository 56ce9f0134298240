"""Cleans only the 60 responses that were there on day 1: the six the platform synced overnight
are never flagged or counted."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["late_responses_cleaned", "counts_over_all_66", "femke_told_day_2", "final_counts",
               "femke_given_final_numbers"]
read_range = "Responses!A1:H61"


class FirstSixty:
    """The spreadsheet as read through a range that stops at row 61 (the one wrong thing)."""

    def __init__(self, book):
        self.book = book

    def rows(self, range_ref, *args):
        return self.book.rows(read_range if range_ref.startswith("Responses") else range_ref, *args)

    def __getattr__(self, name):
        return getattr(self.book, name)


class Sheets:
    def __init__(self, sheets):
        self.sheets = sheets

    def open(self, title):
        return FirstSixty(self.sheets.open(title))


made_kit = oracle.Kit


def kit_on_day_1_rows(ctx, **kwargs):
    kit = made_kit(ctx, **kwargs)
    kit.sheets = Sheets(kit.sheets)
    return kit


oracle.Kit = kit_on_day_1_rows
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
