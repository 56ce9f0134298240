"""Records the owners' early lifts in the book but never sends the LIFTED flashes."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lifted_flash_e24", "lifted_flash_e01"]
oracle.flash = lambda kit, table, ids: None
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
