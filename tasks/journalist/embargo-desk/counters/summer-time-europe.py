"""Still counts Central European as GMT+2 (summer time), a week after the clocks went back."""

from datetime import datetime, timedelta, timezone

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["central_european_lifts"]
right_lift = oracle.lift


def summer_lift(stated):
    day, clock, zone = stated.split(" ", 2)
    if zone != "Central European":
        return right_lift(stated)
    return datetime.fromisoformat(f"{day} {clock}").replace(tzinfo=timezone(timedelta(hours=2))).astimezone(timezone.utc)


oracle.lift = summer_lift
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
