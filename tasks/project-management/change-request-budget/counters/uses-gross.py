"""Costs every quote at its gross amount (VAT included) instead of the net the policy names."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day_1_statuses", "register_costs_net_at_programme_rates", "scanned_sterling_quotes", "day_1_budget"]
VAT = {"EUR": Decimal("1.23"), "GBP": Decimal("1.20"), "USD": Decimal(1)}
oracle.QUOTES = {ref: (cur, net * VAT[cur], valid) for ref, (cur, net, valid) in oracle.QUOTES.items()}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
