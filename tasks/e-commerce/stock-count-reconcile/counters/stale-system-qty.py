"""Keeps day 1's System qty: misses the warehouse's silent correction of E-02 (a return booked twice)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["system_correction_followed"]
oracle.STALE = {"E-02": {"System qty": "40"}}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
