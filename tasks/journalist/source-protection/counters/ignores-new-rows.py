"""Grades only the rows that were in the log on day 1: the eight Tomas logged silently on day 3 stay blank and out of the folders."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["log_with_new_envelope", "graphics_folder_day_3", "factcheck_folder_day_3", "corrected_origin_regraded", "counsel_folder_day_5", "counsel_told_folder_count", "final_log_and_folders", "editor_told_sign_off_numbers"]
oracle.IGNORE_NEW_ROWS = True
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
