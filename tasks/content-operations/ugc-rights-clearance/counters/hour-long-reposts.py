"""Books every repost as an hour-long event instead of the handbook's 15 minutes."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["calendar_day1", "brand_rule_calendar", "moved_slot_followed", "final_batch"]
oracle.REPOST_MINUTES = 60
