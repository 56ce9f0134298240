"""Reads the labs' receiving days once, on Monday: Boston's closure on 11 Dec, added on day 4, goes unseen."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["boston_pickup_follows_closure", "final_state_day4"]
_labs = oracle.labs


def labs(kit):
    out = _labs(kit)
    out["Harbor Point Institute"]["holidays"].discard(oracle.date(2026, 12, 11))
    return out


oracle.labs = labs
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
