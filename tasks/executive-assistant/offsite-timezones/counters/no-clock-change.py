"""Forgets that Europe leaves summer time on 26 October: every zone is taken at its offset of
Monday 20 October for the whole fortnight (London UTC+1 throughout). In week 2 its London
times are an hour off: Chen Wei lands at 06:30 GMT on Thu 30 Oct, before Helena's 07:30."""
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["calls_inside_working_hours", "chen_booked_in_the_early_thursday"]
MONDAY = datetime(2025, 10, 20, 12)


def frozen(zone):
    return timezone(zone.utcoffset(MONDAY.replace(tzinfo=zone)), zone.key)


oracle.LONDON = frozen(ZoneInfo("Europe/London"))  # the one wrong thing, and the same for every leader
read_directory = oracle.directory


def frozen_directory(kit):
    people = read_directory(kit)
    for p in people.values():
        p["zone"] = frozen(p["zone"])
    return people


def local(start, person):
    return f"{start.astimezone(person['zone']):%H:%M} your time"


oracle.directory, oracle.local = frozen_directory, local
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
