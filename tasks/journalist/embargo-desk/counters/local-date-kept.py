"""Converts the clock time but keeps the owner's local date: Japan and Sydney lifts that fall on
the previous day in GMT are booked a day late."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["asia_pacific_lifts_cross_the_date"]
right_lift = oracle.lift


def same_date_lift(stated):
    when = right_lift(stated)
    day = stated.split(" ", 1)[0]
    return when.replace(year=int(day[:4]), month=int(day[5:7]), day=int(day[8:10]))


oracle.lift = same_date_lift
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
