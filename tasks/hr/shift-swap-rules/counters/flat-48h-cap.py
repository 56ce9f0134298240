"""Applies the 48 h cap to everyone, overlooking the opt-outs in the Staff directory: SW-0415 is
declined for Aisha (52 h, opted out), so Hannah keeps her Sunday night and SW-0416 then breaks
her rest."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sw0415_approved_under_the_opt_out", "sw0416_give_away_on_the_rota", "week_hours_for_payroll"]
read_desk = oracle.Desk.__init__


def without_opt_outs(desk, ctx):
    read_desk(desk, ctx)
    for person in desk.staff.values():
        person["opt_out"] = False


oracle.Desk.__init__ = without_opt_outs
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
