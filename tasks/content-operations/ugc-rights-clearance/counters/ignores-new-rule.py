"""Ignores legal's new rule: the hashtag alone still clears."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["brand_rule_statuses", "brand_rule_register", "brand_rule_calendar", "no_repost_without_consent", "weekly_report_row", "thanks_to_cleared_only", "final_batch"]
oracle.BRAND_RULE = False
