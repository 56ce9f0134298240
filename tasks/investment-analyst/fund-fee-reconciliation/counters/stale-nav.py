"""Keeps day 1's Daily NAV figures on day 2 and misses the pricing team's silent correction of
Class A's 14 May NAV: the corrected invoice then looks 9.81 off, Class A stays in Query, unpaid."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["class_a_follows_nav_correction", "class_a_released_after_agreement"]
read_accruals = oracle.accruals


def uncorrected(kit):
    fees = read_accruals(kit)
    return {**fees, "A": Decimal("51576.01")} if fees["A"] == Decimal("51565.74") else fees


oracle.accruals = uncorrected
round_1, round_2 = oracle.round_1, oracle.round_2
