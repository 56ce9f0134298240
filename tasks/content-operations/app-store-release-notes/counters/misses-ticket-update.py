"""Reads the release ticket once: never notices Focus Sounds cut in the day-3 screenshot."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["focus_sounds_cut_followed", "no_ready_row_breaks_a_rule", "final_listing", "checklist_counts"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.cut_features = lambda kit: oracle.CUT_V1
