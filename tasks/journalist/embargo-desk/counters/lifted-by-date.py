"""Marks an item Lifted on the day its embargo lifts, whatever the hour: E-03 (11:00 GMT) is
published at nine on Tuesday."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["statuses_tuesday", "no_embargo_broken"]
real_fill = oracle.fill


def by_date(kit, day, now):
    return real_fill(kit, day, now.replace(hour=23, minute=59))


oracle.fill = by_date
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
