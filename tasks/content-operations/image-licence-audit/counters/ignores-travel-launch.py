"""Waits for the Articles' Editions to change: keeps Travel articles UK-only after Harriet's mail."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["travel_in_international", "budget_cap_applied", "register_and_tickets_tuesday"]
oracle.travel_international = lambda kit: False
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
