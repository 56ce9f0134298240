"""Blocks any photo with a child or a number in it: the child seen from behind, the hotel room."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["batch_statuses_day1", "photo_blockers_applied", "credits_day1", "calendar_day1", "final_batch"]
oracle.blocked = lambda note: "child" in note.lower() or "number" in note.lower()
