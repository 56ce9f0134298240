"""Keeps Monday's Frame rate (0.45) after the rates desk re-filed it at 0.49 for renewals from 1 March."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["frame_rate_refiled", "quote_day2"]
read_rates = oracle.rates
oracle.rates = lambda kit: {**read_rates(kit), "Frame": Decimal("0.45")}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
