"""Misses Tidewater's withdrawal of TWI-60229 (a mail nobody points at)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["revoked_licence_taken_down", "register_and_tickets_wednesday", "register_and_tickets_thursday"]
oracle.revoked = lambda kit: set()
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
