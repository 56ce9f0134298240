"""Takes any reply of the creator as consent ('sure?', 'love this <3'), hashtag or not."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["batch_statuses_day1", "weak_replies_held", "credits_day1", "register_day1", "no_repost_without_consent"]
oracle.consent = lambda reading, handle, strict: reading is not None and reading[0] == handle.lstrip("@")
