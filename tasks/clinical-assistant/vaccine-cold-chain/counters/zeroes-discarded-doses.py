"""Marks RSV-5521 Discarded on day 2 and sets its Doses to 0, as if it were already gone: the count
the destruction needs is lost."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["stock_rows_kept"]
round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    result = oracle.round_2(ctx)
    clinic = oracle.Clinic(ctx)
    clinic.book.update(f"Stock!D{clinic.stock['RSV-5521'].number}", 0)
    return result
