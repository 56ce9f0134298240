"""Releases FLU-B3317 on day 2 but keeps its printed expiry (30 April 2026) instead of the use-by
date the pharmacy's scanned assessment gives (7 December 2025), and fills the lot with the most
doses first: Monday's appointments go onto a lot that may not be used after Sunday."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["assessment_applied", "catch_up_bookings_on_usable_lots"]
oracle.ASSESSMENT["FLU-B3317"] = ("Available", None)
oracle.Clinic.preference = staticmethod(lambda lot: (-int(lot["Doses"]), lot["Lot"]))
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
