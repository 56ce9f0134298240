"""Forwards the look-alike's mail to Renata instead of the standards desk: its fake figures travel in mail."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_lookalike_figures", "lookalike_reported"]
oracle.STANDARDS = oracle.RENATA
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
