"""Builds the final run sheet from the crate counts it read on day 1: Corporate's silent day-3 edit
(AR-127 5 -> 10, AR-128 6, AR-129 7 -> 11) is left stale in the deliverable (the plan itself is right)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["final_run_sheet_written"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
DAY1 = {"AR-127": "5", "AR-128": "6", "AR-129": "7"}
_rows = oracle.rows


def round_4(ctx):
    oracle.rows = lambda kit: [dict(r, Crates=DAY1.get(r["Staff ID"], r["Crates"])) for r in _rows(kit)]
    try:
        return oracle.round_4(ctx)
    finally:
        oracle.rows = _rows
