"""Calls the right LPs but tells the CFO that LP-21 (whose side letter names Project Osprey) was excused too."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cfo_summary"]
summary = oracle.summary
oracle.summary = lambda total, sent, excused: summary(total, sent, sorted({*excused, "LP-21"}))
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
