"""Applies the text handbook alone: counsel's scanned memo on Legal privileged documents is ignored."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["privileged_per_counsel_memo", "log_clearances_day_1", "factcheck_folder_day_2", "graphics_folder_day_3", "log_with_new_envelope", "counsel_folder_day_5", "final_log_and_folders"]
oracle.MEMO = False
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
