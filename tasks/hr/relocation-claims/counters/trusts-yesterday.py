"""Keeps what the records said on day 1: the old housing cap (EUR 2,400) and March PLN rate
(0.2391) on day 2, and pays Hannah in full on day 3 though Finance paid her mover directly."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["hannah_paid_in_full_under_the_new_cap", "piotr_converted_at_the_corrected_rate",
               "each_employee_told_their_current_total", "hannah_paid_less_what_the_company_paid_the_mover"]
read_caps, read_rates = oracle.caps, oracle.rates
oracle.caps = lambda kit: {**read_caps(kit), "Temporary housing": Decimal(2400)}
oracle.rates = lambda kit: {**read_rates(kit), ("2025-03", "PLN"): Decimal("0.2391")}
oracle.paid_directly = lambda kit: {}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
