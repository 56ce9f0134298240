"""Counts a joiner's start month whatever the day they started (E-1021 started on the 20th)."""

from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["entitlements_pro_rata", "mismatches_flagged"]
oracle.months_from = lambda start: 12 if not start else 13 - date.fromisoformat(start).month
round_1, round_2 = oracle.round_1, oracle.round_2
