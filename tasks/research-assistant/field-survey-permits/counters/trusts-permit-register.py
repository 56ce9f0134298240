"""Takes the permits from the kb Permit register instead of the scans: no nesting condition,
Corrie Moor from 1 July, the estuary permit to 31 July."""
from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["week1_permits_by_the_scans", "week1_recorded_day1", "permit_report_file",
               "no_row_confirmed_without_permit_and_card"]


def register(kit):
    return {"P-2026-041": ({f"S0{i}" for i in range(1, 9)}, date(2026, 6, 1), date(2026, 8, 31)),
            "P-2026-057": ({"S09", "S10", "S11", "S12", "S13", "S14"}, date(2026, 6, 15), date(2026, 7, 31)),
            "P-2026-063": ({"S15", "S16", "S17"}, date(2026, 7, 1), date(2026, 7, 31))}


oracle.permits = register
oracle.NESTING = (set(), date(2026, 7, 8))
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
