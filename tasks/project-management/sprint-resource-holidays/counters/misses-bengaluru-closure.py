"""Reads the Office holidays list on Monday only: the Bengaluru office's closure on 2 January,
added on Wednesday, is never counted for Priya Raman and Arjun Mehta."""

from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["bengaluru_closure_counted", "plan_right_on_wednesday", "client_told_the_payments_total",
               "plan_right_for_the_commitment", "ines_told_the_s43_totals"]
read_the_morning = oracle.Desk.__init__


def mondays_holidays(self, ctx, day):
    read_the_morning(self, ctx, day)
    self.holidays["Bengaluru"].discard(date(2026, 1, 2))


oracle.Desk.__init__ = mondays_holidays
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
