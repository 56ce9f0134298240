"""Approves DL-06 after the re-post but never cancels its studio re-shoot."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["repost_approved_slot_released"]
find = oracle.reshoot_events
oracle.reshoot_events = lambda studio: {dl: e for dl, e in find(studio).items() if dl != "DL-06"}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
