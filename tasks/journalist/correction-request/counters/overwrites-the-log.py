"""Puts the amended figure into day 1's cost row instead of logging a further correction: the
log no longer shows what was decided on 17 November."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["amended_cost_logged_as_a_further_correction"]
round_1 = oracle.round_1


def round_2(ctx):
    desk = oracle.Desk(ctx)
    desk.record = lambda rows: None
    oracle.further_correction(desk)
    for row in desk.log.rows("Log!A1:G40"):
        if row["Correct"] == "2,140,000":
            desk.log.update(f"Log!E{row.number}", "2,180,000", raw=True)
    oracle.answer_reporter(desk)
    oracle.refer_council(desk)
