"""Keeps WT-2611 at its day-1 slot: never re-reads the planned slots."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["moved_slot_followed", "final_batch"]
slot = oracle.slot
oracle.slot = lambda text: slot("2026-06-16 12:30" if str(text).strip().lstrip("'") == "2026-06-18 18:00" else text)
