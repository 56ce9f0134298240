"""Takes each leader's time zone from the roster's Time zone column (Tom's copy) instead of the
People directory: Daniel Kim's move to Seoul never shows, so his call is kept in Los Angeles
terms (and Jonas Lindqvist is counted in London time)."""
from zoneinfo import ZoneInfo

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["daniel_call_fits_seoul", "daniel_told_new_time"]
read_directory = oracle.directory


def roster_zones(kit):
    people = read_directory(kit)
    _, rows = oracle.roster(kit)
    for r in rows:
        people[r["Name"]]["zone"] = ZoneInfo(r["Time zone"].strip())  # the one wrong thing
    return people


oracle.directory = roster_zones
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
