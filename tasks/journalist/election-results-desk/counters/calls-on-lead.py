"""Calls every race that is not Too early: a lead is taken for a win (red line on election night)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_call_the_rule_does_not_allow", "race_pages_night", "races_tab_night"]


def eager(a, b, out):
    return "Too early" if out >= a + b else "Called"


read = oracle.race_table
oracle.race_table = lambda figs, out, status=None: read(figs, out, status=eager)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
