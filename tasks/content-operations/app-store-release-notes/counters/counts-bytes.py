"""Measures the limits in UTF-8 bytes: the Japanese files (235 characters, 551 bytes) go Vendor redo."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_statuses", "day1_issue_codes", "day1_issues_logged", "day1_vendor_told", "final_listing", "checklist_counts"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.COUNT_BYTES = True
