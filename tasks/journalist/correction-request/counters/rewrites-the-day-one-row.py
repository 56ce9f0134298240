"""Turns day 1's cost row into the further correction (date 2025-11-18, 2,180,000) instead of
adding a row: the log loses what was decided on 17 November (the playtest's loophole)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["amended_cost_logged_as_a_further_correction"]
round_1 = oracle.round_1


def round_2(ctx):
    desk = oracle.Desk(ctx)
    desk.record = lambda rows: None
    oracle.further_correction(desk)
    row = desk.log.find_row("Log!A1:G40", "Point", "cost of the repairs")
    desk.log.update(f"Log!A{row.number}", "2025-11-18", raw=True)
    desk.log.update(f"Log!E{row.number}", "2,180,000", raw=True)
    oracle.answer_reporter(desk)
    oracle.refer_council(desk)
