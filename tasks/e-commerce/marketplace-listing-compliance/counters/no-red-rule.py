"""Ignores Priya's mail on the new RED rule: radio products without a RED declaration stay Active."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["red_rule_applied", "statuses_on_day_two", "register_on_day_two", "suppliers_chased_on_day_two",
               "statuses_on_day_three", "register_on_day_three", "final_listings_and_register", "weekly_report_counts"]
oracle.red_rule_on = lambda kit: False
