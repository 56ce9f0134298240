"""Extracts S06 (Fontaine 2022) from its abstract (-0.25, -0.52 to 0.02) instead of the results
table the protocol says wins (-0.22, -0.49 to 0.05), so day 1's main analysis is off."""

from dataclasses import replace

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["s06_effect_from_the_results_table_not_the_abstract", "main_analysis_day1"]
oracle.FIRST_SEARCH = [replace(p, smd=-0.25, lower=-0.52, upper=0.02) if p.sid == "S06" else p for p in oracle.FIRST_SEARCH]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
