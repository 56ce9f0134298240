"""Starts the prep calls over every morning from day 2: deletes every booked call and books them
all afresh as new events, though the handbook keeps a call that still fits where it is and moves
one that does not as the same event."""
from clawmark.oracle_kit import Kit

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["fitting_calls_stay"]


def afresh(day, then):
    def round_(ctx):
        kit = Kit(ctx, name=oracle.NAME)
        diary = kit.calendar("Helena Marsh")
        for event in diary.events():
            if str(event.icalendar_component.get("SUMMARY", "")).startswith("Offsite prep:"):
                diary.delete(event)  # the wrong thing: calls that still fit go too
        oracle.uid_of = lambda name: f"prep-{name.split()[0].lower()}-day{day}@halyard.example"
        return then(ctx)
    return round_


round_1 = oracle.round_1
round_2, round_3, round_4, round_5 = (afresh(d, f) for d, f in
                                      ((2, oracle.round_2), (3, oracle.round_3), (4, oracle.round_4), (5, oracle.round_5)))
