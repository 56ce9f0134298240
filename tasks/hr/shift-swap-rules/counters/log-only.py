"""Works only from the Swap requests log: the form SW-0421 that reception scanned overnight
without logging it is never decided, so Chloe is not put on Ivan's Saturday late."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sw0421_logged_and_on_the_rota", "week_hours_for_payroll"]

round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    desk = oracle.Desk(ctx)
    oracle.decline_forged(desk)
    oracle.fill_hours(desk)
