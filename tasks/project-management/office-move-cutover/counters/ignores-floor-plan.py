"""Never opens the floor plan: leaves every desk as the sheet had it (the need on a standard desk, the shared desk)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["desks_fixed_from_the_floor_plan", "new_register_row_seated", "reactivated_need_seated", "final_run_sheet_written"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.desks = lambda kit, staff, active: {r["Staff ID"]: r["New desk"] for r in staff}
