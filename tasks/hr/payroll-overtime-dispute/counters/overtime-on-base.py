"""Follows Kevin Doyle's mail: overtime at 1.5 x the base rate, the differential left out."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["review_back_pay_current", "contract_rates_from_16_november", "marisol_told_totals"]
oracle.DIFFERENTIAL_IN_OT = False
round_1 = round_2 = round_3 = round_4 = oracle.work
