"""Schedules everyone with their team: confidential crates without a named escort go in the lift too."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_unescorted_confidential_scheduled", "lift_slots_by_wave", "held_people_reported_to_harriet",
               "corporate_overflow_to_reserve", "final_run_sheet_written"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
_slots = oracle.slots
oracle.slots = lambda staff: _slots([dict(r, Escort=r["Escort"] or "anyone") for r in staff])
