"""Books the meeting on the second business day without looking at the calendar: over the steering group."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["committee_meeting_booked"]
_book = oracle.book_meeting


def book_meeting(kit):
    cal = kit.calendar("DAC")
    cal.is_free = lambda *a, **k: True
    kit.calendar = lambda name=None: cal
    _book(kit)


oracle.book_meeting = book_meeting
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
