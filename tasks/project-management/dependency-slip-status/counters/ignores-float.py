"""Pushes every successor by its predecessors' full slip, ignoring float."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["float_absorbs_slip", "forecasts_current", "rags_current"]
oracle.USE_FLOAT = False
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
