"""Reads Estates' closure notice but leaves the talks in MB-2.14 during the refurbishment
(W6, W7)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["closure_moves_to_common_room", "day3_changes_announced", "term_card_day5"]
oracle.CLOSURES = {}
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
