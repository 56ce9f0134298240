"""Ignores the revised memo: keeps calling GBP 18,450,000 all week."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["revised_total_applied", "day2_drafts_current", "correction_followed", "day3_drafts_current",
               "notices_sent_with_final_amounts", "transferee_gets_the_notice", "called_to_date_updated", "cfo_summary"]
oracle.REVISED_TOTAL = oracle.TOTAL
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
