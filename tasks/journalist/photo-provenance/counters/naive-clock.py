"""Reads DateTimeOriginal as Atlantic time and ignores OffsetTimeOriginal: the cameras on UTC or
still on daylight time are judged by their own clocks (S-04, S-22 thrown out, S-11, S-07 let in)."""

from zoneinfo import ZoneInfo

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["camera_offsets_converted"]


def camera_clock(r):
    from datetime import datetime
    return datetime.strptime(str(r["DateTimeOriginal"]), "%Y:%m:%d %H:%M:%S").replace(tzinfo=ZoneInfo("America/Halifax"))


oracle.taken = camera_clock
round_1, round_2 = oracle.round_1, oracle.round_2
