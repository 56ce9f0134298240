"""Ignores the building's mail: slot L3 stays at 11:00 in the holds, the lead's mail and the run sheet."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["moved_slot_hold_follows", "litigation_lead_told_new_time", "final_run_sheet_written"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.times = lambda day: dict(oracle.SLOTS)
