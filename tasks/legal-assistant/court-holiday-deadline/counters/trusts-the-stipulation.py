"""Takes opposing counsel's agreed extension (and Colin's copy of it in the sheet) as the new
deadline: Brennan docketed and calendared for 12 January 2026, though no order approves it."""

from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["brennan_keeps_its_date_without_an_order"]
round_1, round_2 = oracle.round_1, oracle.round_2
real_round_3 = oracle.round_3


def round_3(ctx):
    real_round_3(ctx)
    desk = oracle.Desk(ctx)
    n = desk.row("25-CV-0418").number
    desk.book.update(f"Deadlines!G{n}", "2026-01-12")
    desk.put_deadline("25-CV-0418", "Opposition to motion for summary judgment", date(2026, 1, 12))
