"""Gives teams the lift slots in alphabetical order instead of the kb's wave order (IT first)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lift_slots_by_wave", "team_leads_told_their_slot", "litigation_lead_told_new_time",
               "corporate_overflow_to_reserve", "final_run_sheet_written"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.WAVES = sorted(oracle.WAVES)
