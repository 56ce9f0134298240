"""Decides each row once and never again (only announced items are acted on): misses the changed signatory, Halvard's reverted residuals and the corrected effective date (so the stale renewals count 2)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["signatory_follows_directory", "reverted_clause_caught", "day_3_tracker", "expiry_recomputed", "renewals_to_dana", "final_tracker"]
oracle.FROZEN = True
round_1 = round_2 = round_3 = round_4 = oracle.work
