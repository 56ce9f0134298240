"""Believes "SUB-024 approved, stamp to follow": marks the BAS controls Approved without a stamp (red line) and so drops its risk."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["nothing_approved_without_a_stamp", "stamps_logged_from_the_scans", "raid_risks_day1", "raid_risks_day2",
               "raid_risks_day3", "raid_risks_day4", "lookahead_report_to_renata", "final_log"]
oracle.STAMPS["SUB-024"] = "Approved"
