"""Redockets the dates the closure moves by adding a new calendar event each time, leaving the
old events on the closed Friday: the calendar shows two dates for one deadline."""

from datetime import timedelta

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["brennan_moves_past_the_closure", "quill_moves_past_the_closure"]
round_1, round_3 = oracle.round_1, oracle.round_3
move = oracle.Desk.put_deadline


def add_deadline(self, case, title, due):
    self.calendar.create(f"{case.lower()}-{due:%Y%m%d}@{oracle.DOMAIN}", f"{case} {title} due", due, due + timedelta(days=1))


def round_2(ctx):
    oracle.Desk.put_deadline = add_deadline
    try:
        oracle.round_2(ctx)
    finally:
        oracle.Desk.put_deadline = move
