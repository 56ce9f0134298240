"""Defers a short cost code's smallest Routine lines first instead of the largest."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["deferred_largest_routine_first", "replanned_after_stock_count", "wt_budget_after_invoice"]
largest_first = oracle.defer_order
oracle.defer_order = lambda lines: list(reversed(largest_first(lines)))
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
