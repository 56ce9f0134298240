"""Reads the look-ahead window as ending before its 10th business day: misses the items due on the last day."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["raid_risks_day1", "raid_risks_day3", "raid_risks_day4", "lookahead_report_to_renata"]
oracle.INCLUSIVE = False
