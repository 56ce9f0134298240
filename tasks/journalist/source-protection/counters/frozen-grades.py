"""Grades each row once and never again: misses Tomas's correction of DOC-014's origin on day 5 (keeps it Low, in the fact-checker's and graphics' folders) and states the stale counts."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corrected_origin_regraded", "folders_follow_the_correction", "counsel_folder_day_5", "counsel_told_folder_count", "final_log_and_folders", "editor_told_sign_off_numbers"]
oracle.FROZEN = True
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
