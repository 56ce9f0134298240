"""Takes US Eastern as GMT-5 and US Pacific as GMT-8 all week (winter time): every US lift before
2 November lands an hour late."""

from datetime import timedelta, timezone

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["us_lifts_in_the_gap_week"]
right_lift = oracle.lift
FIXED = {"US Eastern": timedelta(hours=-5), "US Pacific": timedelta(hours=-8)}


def winter_lift(stated):
    day, clock, zone = stated.split(" ", 2)
    if zone not in FIXED:
        return right_lift(stated)
    from datetime import datetime
    return datetime.fromisoformat(f"{day} {clock}").replace(tzinfo=timezone(FIXED[zone])).astimezone(timezone.utc)


oracle.lift = winter_lift
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
