"""Reads the availability calendar on Monday only: Dev Patel's sickness on Thursday, added
overnight, is never seen, so his Thursday visits stay his and C-10's gap is never reported."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rota_without_dev_on_thursday", "thursday_gap_reported", "rota_without_farahs_medication",
               "rota_right_at_the_end"]
read_the_morning = oracle.Desk.__init__


def mondays_calendar(self, ctx, day):
    read_the_morning(self, ctx, day)
    self.away = [a for a in self.away if a[0] != "Dev Patel"]


oracle.Desk.__init__ = mondays_calendar
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
