"""Goes by day 1's reading of the screenshots: misses the re-synced dm/WT-2609.png."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["unsent_reply_held", "no_repost_without_consent", "weekly_report_row", "thanks_to_cleared_only", "final_batch"]
oracle.readings = lambda kit: dict(oracle.READ)
