"""Reuses Monday's reading of the timesheet on day 2: misses the re-export with E-1019's late
leave day."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["late_leave_from_reexport"]
read_taken = oracle.leave_taken


def without_late_day(kit):
    taken = read_taken(kit)
    if kit.fs.read_bytes(oracle.EXPORT) and "E-1019" in taken:
        taken["E-1019"] = min(taken["E-1019"], oracle.Decimal("52.5"))  # Monday's export had 52.5 h
    return taken


oracle.leave_taken = without_late_day
round_1, round_2 = oracle.round_1, oracle.round_2
