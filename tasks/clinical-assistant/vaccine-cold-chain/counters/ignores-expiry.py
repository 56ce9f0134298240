"""Moves appointments onto any lot of the vaccine with a dose left, short-dated lots first, without
asking whether the lot is still in date on the appointment's day: Monday's appointments land on
FLU-C0950 (expires Friday 5 December) and SHI-4419 (expires Sunday 7 December)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["clinic_list_off_fridge_b", "catch_up_bookings_on_usable_lots", "clinic_list_off_fridge_a"]
oracle.Clinic.in_date = staticmethod(lambda lot, day: True)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
