"""Keeps Monday's strike announcement date (10 February): the correction to 16 February goes
unseen, so TD-2503 stays declined although the policy was bought before the notice."""

from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["td2503_approved_once_the_strike_date_is_corrected", "lena_told_of_the_new_decision",
               "bordereau_to_the_underwriter"]
desk = oracle.Desk.__init__


def mondays_disruptions(self, ctx):
    desk(self, ctx)
    self.announced["Tagus Air ground handling strike"] = date(2025, 2, 10)


oracle.Desk.__init__ = mondays_disruptions
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
