"""Leaves Northgate's review on 1 September as the rent roll had it, though the signed amendment
of day 2 moves it to 1 July."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["s310_review_by_amendment", "review_summary_to_grace"]
oracle.AMENDED_REVIEW.clear()
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
