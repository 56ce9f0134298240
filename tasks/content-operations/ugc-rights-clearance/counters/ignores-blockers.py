"""Clears every post with consent, children's faces and house numbers included."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["batch_statuses_day1", "photo_blockers_applied", "credits_day1", "no_repost_without_consent"]
oracle.blocked = lambda note: False
