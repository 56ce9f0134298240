"""Misses the unit lead's overnight rota change (Jade onto Friday's night, Femi onto her early):
decides day 2 on the rota as it stood on day 1, so SW-0417 is approved and Jade gets a Saturday
early 23 minutes before her night ends."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sw0417_declined_on_rest_after_the_cover_change", "rota_keeps_the_working_time_rules",
               "week_hours_for_payroll"]
DAY1_STAFF = {"R12-33": "Femi Adebayo", "R12-34": "Jade Whitfield"}

round_1, round_3, round_4 = oracle.round_1, oracle.round_3, oracle.round_4


def round_2(ctx):
    desk = oracle.Desk(ctx)
    for shift in desk.rota:
        shift.values["Staff"] = DAY1_STAFF.get(shift["Shift"], shift["Staff"])
    return desk.settle("SW-0417", "SW-0416")  # SW-0417 first: an approval re-reads the rota
