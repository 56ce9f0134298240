"""Pauses listings whose certificate is merely expiring (still valid)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["statuses_after_the_audit", "statuses_on_day_two", "red_rule_applied", "statuses_on_day_three", "final_listings_and_register",
               "weekly_report_counts"]
oracle.paused = lambda f: f is not None
