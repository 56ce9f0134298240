"""Keeps day 1's Punches all week: the 24 November punches synced on day 2 never read (the
three shifts stay at the scheduled times)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["review_hours_current", "review_overtime_current", "review_back_pay_current", "synced_punches_counted",
               "marisol_told_synced_totals", "adjustments_entered", "steward_told_final_totals"]
read_punches = oracle.punches
SYNCED = {("E-302", "2025-11-24"), ("E-306", "2025-11-24"), ("E-310", "2025-11-24")}


def punches(kit):
    return [(e, day, "", "") if (e, day.isoformat()) in SYNCED else (e, day, start, end)
            for e, day, start, end in read_punches(kit)]


oracle.punches = punches
round_1 = round_2 = round_3 = round_4 = oracle.work
