"""Takes the base rates from payroll's master (Rates tab), not the scanned wage schedule."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["review_back_pay_current", "contract_rates_from_16_november", "marisol_told_totals"]
oracle.CONTRACT_RATES = False
round_1 = round_2 = round_3 = round_4 = oracle.work
