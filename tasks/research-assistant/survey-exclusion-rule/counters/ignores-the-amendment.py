"""Reads Femke's mail but not the scanned amendment form: keeps the preregistered rules (ATT2,
300 s) on days 2 and 3."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["amendment_applied_to_every_response", "late_responses_cleaned", "counts_over_all_66",
               "femke_told_day_2", "withdrawal_excluded", "final_counts", "femke_given_final_numbers"]
oracle.AMENDMENT_1 = oracle.PREREGISTERED  # the one wrong thing
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
