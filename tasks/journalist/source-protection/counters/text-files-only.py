"""Reads only the text raw files: the traces on the routing-slip scan, the badge photo, the print-footer photo and the PDF title metadata are missed."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["traces_read_in_raw_files", "log_risk_day_1", "log_clearances_day_1", "factcheck_folder_day_2", "counsel_folder_day_5", "final_log_and_folders"]
oracle.READ_RAW = False
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
