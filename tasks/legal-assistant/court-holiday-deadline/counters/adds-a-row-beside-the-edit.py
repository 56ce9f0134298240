"""Leaves Colin's edit (2026-01-12, "Extended (stipulation)") in Brennan's row and dockets the
right date in a second row at the end: the sheet still shows the unapproved date (the
playtest's loophole)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["brennan_keeps_its_date_without_an_order"]
round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    desk = oracle.Desk(ctx)
    desk.book.append("Deadlines!A1:I60", [["25-CV-0418", "Brennan v. Oakridge Logistics", "Opposition to motion for summary judgment",
                                          "Order entered", "2025-11-26", "30", "2025-12-29", "Daniel Brooks", "Docketed"]])
    desk.tell("25-CV-0418", "Daniel, Fairbanks Cole claims an extension; the docket keeps 29 December.",
              forward=desk.kit.mail.find(oracle.STIPULATION))
    oracle.follow_continuance(desk)
