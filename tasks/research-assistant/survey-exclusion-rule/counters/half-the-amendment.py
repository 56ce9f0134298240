"""Applies only the amendment's new speed threshold (240 s) and keeps ATT2 in the attention rule."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["amendment_applied_to_every_response", "counts_over_all_66", "femke_told_day_2",
               "withdrawal_excluded", "final_counts", "femke_given_final_numbers"]
oracle.AMENDMENT_1 = {**oracle.AMENDMENT_1, "attention": ("ATT1", "ATT2")}  # the one wrong thing
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
