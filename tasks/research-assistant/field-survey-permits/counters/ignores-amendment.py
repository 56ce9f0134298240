"""Misses the silent amendment of P-2026-041: keeps S05 Blea Moss covered from day 2 on."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["amended_permit_drops_blea_moss", "week1_current_day2", "week2_recorded", "permit_report_file",
               "no_row_confirmed_without_permit_and_card"]
as_scanned = oracle.permits


def first_scan_only(kit):
    perms = as_scanned(kit)
    sites, a, b = perms["P-2026-041"]
    return {**perms, "P-2026-041": (sites | {"S05"}, a, b)}


oracle.permits = first_scan_only
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
