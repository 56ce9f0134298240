"""Keeps Kasia Wrobel at the 50 % the People tab showed on Monday: the PMO's overnight change to
100 % is never read, so her rows, the Payments totals and both S-43 mails are low."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["kasia_at_full_allocation", "plan_right_on_wednesday", "client_told_the_payments_total",
               "plan_right_for_the_commitment", "ines_told_the_s43_totals"]
read_the_morning = oracle.Desk.__init__


def mondays_allocation(self, ctx, day):
    read_the_morning(self, ctx, day)
    self.people["Kasia Wrobel"]["Allocation %"] = "50"


oracle.Desk.__init__ = mondays_allocation
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
