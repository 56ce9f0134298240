"""Counts a #YesWayfarer @wayfarertrails written by the creator's friend in a group thread (WT-2624)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["batch_statuses_day1", "weak_replies_held", "credits_day1", "no_repost_without_consent", "final_batch"]
consent = oracle.consent
oracle.consent = lambda reading, handle, strict: consent((handle.lstrip("@"), *reading[1:]) if reading else None, handle, strict)
