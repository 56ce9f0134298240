"""Gives attorney-client privilege to any document with an attorney on it, whatever its Purpose code."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["volume_1_privilege_codes", "volume_1_treatment_per_protocol", "log_written_day_1", "final_review", "final_log_file"]
oracle.PURPOSE_MATTERS = False
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
