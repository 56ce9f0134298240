"""Reads the escort rule as a partners-only rule: AR-115 (Litigation, confidential, no escort) is scheduled in L3."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_unescorted_confidential_scheduled", "lift_slots_by_wave", "held_people_reported_to_harriet",
               "corporate_overflow_to_reserve", "final_run_sheet_written"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
_slots = oracle.slots
oracle.slots = lambda staff: _slots([dict(r, Confidential="No") if r["Team"] != "Partners" else r for r in staff])
