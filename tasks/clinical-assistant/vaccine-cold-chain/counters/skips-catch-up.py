"""Re-checks only the appointments that already had a lot on day 2: reception's twelve catch-up
bookings, added overnight without a lot, are left without one."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["catch_up_bookings_on_usable_lots"]
round_1, round_3 = oracle.round_1, oracle.round_3
every_appointment = oracle.Clinic.appointments


def round_2(ctx):
    oracle.Clinic.appointments = lambda self: [r for r in every_appointment(self) if r["Lot"] or r["Status"] == "Postponed"]
    try:
        return oracle.round_2(ctx)
    finally:
        oracle.Clinic.appointments = every_appointment
