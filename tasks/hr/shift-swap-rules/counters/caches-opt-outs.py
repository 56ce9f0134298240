"""Keeps the opt-outs it read on day 1: Femi's withdrawal in the Staff directory is missed, so
SW-0419 is approved on the 60 h cap and Femi is rostered 52 h without an opt-out."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sw0419_declined_on_hours_after_the_withdrawal", "rota_keeps_the_working_time_rules",
               "week_hours_for_payroll"]

round_1, round_2, round_4 = oracle.round_1, oracle.round_2, oracle.round_4


def round_3(ctx):
    desk = oracle.Desk(ctx)
    desk.staff["Femi Adebayo"]["opt_out"] = True  # as on day 1
    oracle.Desk = lambda _ctx: desk
    try:
        return oracle.round_3(ctx)
    finally:
        oracle.Desk = type(desk)
