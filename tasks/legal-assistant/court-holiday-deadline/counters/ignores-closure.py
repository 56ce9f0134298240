"""Works all week from the holiday list as it was on Monday: the closure of Friday 26 December,
added overnight, is never seen, so Brennan and Quill stay on a day the court is closed."""

from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["brennan_moves_past_the_closure", "quill_moves_past_the_closure", "attorneys_told_of_the_moved_dates",
               "brennan_keeps_its_date_without_an_order"]
monday_desk = oracle.Desk.__init__


def desk_with_mondays_holidays(self, ctx):
    monday_desk(self, ctx)
    self.holidays.discard(date(2025, 12, 26))


oracle.Desk.__init__ = desk_with_mondays_holidays
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
