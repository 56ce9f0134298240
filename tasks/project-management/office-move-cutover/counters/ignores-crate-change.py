"""Never re-reads the crates after day 1: Corporate's silent rise to 45 crates leaves slot L5 over 40."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_lift_slot_over_capacity", "corporate_overflow_to_reserve", "reserve_hold_booked", "final_run_sheet_written"]
round_1, round_2, round_4 = oracle.round_1, oracle.round_2, oracle.round_4
_slots = oracle.slots


def round_3(ctx):
    oracle.slots = lambda staff: _slots([dict(r, Crates="1") for r in staff])  # the day-1 split, kept
    try:
        return oracle.round_3(ctx)
    finally:
        oracle.slots = _slots
