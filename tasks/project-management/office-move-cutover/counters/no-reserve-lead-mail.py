"""Moves Cleo Vance to the reserve slot on day 3 but tells the Corporate lead only about L5 (the
handbook: every slot the team uses, L7 included, whenever it is set or changes)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corporate_lead_told_reserve_slot"]
round_1, round_2, round_4 = oracle.round_1, oracle.round_2, oracle.round_4
_lead = oracle.lead_mail


def round_3(ctx):
    oracle.lead_mail = lambda kit, staff, slot, s, day: _lead(kit, staff, {k: (s if v == "L7" else v) for k, v in slot.items()}, s, day)
    try:
        return oracle.round_3(ctx)
    finally:
        oracle.lead_mail = _lead
