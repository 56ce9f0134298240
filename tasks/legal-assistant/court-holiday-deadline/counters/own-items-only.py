"""Sees the closure but recomputes only the deadlines it docketed itself: Quill's responses,
docketed last week by someone else for 26 December, stay on the closed day."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["quill_moves_past_the_closure", "attorneys_told_of_the_moved_dates"]
round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    desk = oracle.Desk(ctx)
    rows = desk.book.rows
    desk.book.rows = lambda *args: [r for r in rows(*args) if r["Case no"] != "25-CV-0377"]
    oracle.recompute_open(desk)
    desk.book.rows = rows
    kessler = desk.forward(oracle.KESSLER_SERVED, 17)
    desk.book.append("Deadlines!A1:I60", [["25-CV-0611", "Kessler Farms v. Dunmore Irrigation", "Opposition to motion to compel",
                                          "Served by mail", "2025-11-26", "14+3", kessler.isoformat(), "Anita Greer", "Docketed"]])
    desk.put_deadline("25-CV-0611", "Opposition to motion to compel", kessler)
    desk.tell("25-CV-0611", f"25-CV-0611 opposition due {kessler}.")
