"""Puts the raw files of the cleared documents in the shared folders instead of their clean copies."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["raw_files_stay_on_desk", "factcheck_folder_day_2", "graphics_folder_day_3", "counsel_folder_day_5"]
oracle.SHARE_RAW = True
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
