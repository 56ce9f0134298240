"""Keeps day 1's Unit cost: misses purchasing's silent correction of K-02 to 9.50 on the last day."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cost_correction_followed", "net_adjustment_stated"]
oracle.STALE = {"K-02": {"Unit cost": "8.00"}}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
