"""Converts at the rate of the month it decides in (April) instead of the receipt's month (March)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rates_of_the_receipt_month", "approved_amounts_in_euros", "piotr_converted_at_the_corrected_rate",
               "payroll_file_for_arjun_and_piotr"]
by_month = oracle.rates


def april_rates(kit):
    april = {currency: rate for (month, currency), rate in by_month(kit).items() if month == "2025-04"}
    return {(month, currency): rate for month in ("2025-02", "2025-03", "2025-04") for currency, rate in april.items()}


oracle.rates = april_rates
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
