"""Tells each customer the warehouse arrival date as their ship date (forgets the business day of handling)."""
from datetime import timedelta

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["each_notice_states_its_ship_date"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
_notify = oracle.notify


def previous_business_day(d):
    d -= timedelta(days=1)
    while d.weekday() >= 5:
        d -= timedelta(days=1)
    return d


oracle.notify = lambda kit, changed: _notify(kit, [(r, previous_business_day(out), offer) for r, out, offer in changed])
