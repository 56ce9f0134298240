"""Does the week right but also 'tidies' the sheet on day 1: Ostrow's filed reply is set back to
Docketed, a row the desk had no reason to touch."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_2, round_3 = oracle.round_2, oracle.round_3


def round_1(ctx):
    oracle.round_1(ctx)
    book = oracle.Desk(ctx).book
    book.update(f"Deadlines!I{book.find_row('Deadlines!A1:I60', 'Case no', '25-CV-0240').number}", "Docketed")
