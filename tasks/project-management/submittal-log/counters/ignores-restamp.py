"""Logged T-032 on day 1 and never looks at returned/ again: misses the re-issue that sends SUB-015 back."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["reissued_stamp_followed", "pinnacle_told_about_the_restamp", "raid_risks_day3", "raid_risks_day4",
               "lookahead_report_to_renata", "at_risk_items_on_the_meeting_agenda", "final_log"]
oracle.REISSUED = {}
