"""Deletes R023's row from the raw Responses sheet on day 3 (the handbook: never edit Responses;
a withdrawal is an exclusion code)."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["raw_responses_untouched", "collateral"]
round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    book = Kit(ctx).sheets.open(oracle.BOOK)
    n = book.find_row("Responses!A1:H200", "Respondent", "R023").number
    book.update(f"Responses!A{n}:H{n}", [[""] * 8])
    return oracle.round_3(ctx)
