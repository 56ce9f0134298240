"""Decides each row once and never again: misses the corrected counsel list, the added recipient, the re-code, the added attorney and the corrected date."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["review_after_counsel_list_corrected", "review_with_new_custodian", "review_after_recode", "review_with_added_attorney", "final_review", "final_log_file", "log_file_day_2", "log_served_on_counsel_of_record", "updated_log_served"]
oracle.FROZEN = True
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
