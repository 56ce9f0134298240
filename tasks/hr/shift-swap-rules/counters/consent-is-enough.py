"""Approves every day-1 request both staff agreed to, without checking the working-time rules:
an HCA on a nurse's night, a 9 h rest and a 52 h week go on the rota."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sw0412_declined_on_grade", "sw0413_declined_on_rest", "sw0414_declined_on_hours",
               "rota_keeps_the_working_time_rules", "week_hours_for_payroll"]
check_rules = oracle.first_broken_rule

round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    oracle.first_broken_rule = lambda rota, person: None
    try:
        return oracle.round_1(ctx)
    finally:
        oracle.first_broken_rule = check_rules
