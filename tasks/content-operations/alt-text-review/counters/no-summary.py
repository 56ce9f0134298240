"""Does the review but never mails Tom the daily summary."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["summary_monday", "final_summary"]
oracle.oracle.summary = False
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
