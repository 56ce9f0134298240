"""Computes forecasts from Monday's baselines and never sees Finance's Data migration correction."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corrected_baseline_in_the_forecast", "day_3_statuses_and_budget", "day_4_statuses_and_budget",
               "weekly_summary_to_the_sponsor"]
MONDAY = {"Warehouse operations": 640000, "Integration": 410000, "Data migration": 285000, "Infrastructure": 520000,
          "Training and change": 145000}
oracle.baselines = lambda book: {ws: Decimal(b) for ws, b in MONDAY.items()}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
