"""Never sums the Daily NAV sheet: day 1 scales the invoice's Class A by 1.25/1.40 and takes I
and R as invoiced; day 2 takes the corrected invoice's Class A as its own accrual."""

from decimal import ROUND_HALF_UP, Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["class_a_accrued_at_supplement_rate", "classes_i_and_r_accrued", "class_a_in_query",
               "class_a_follows_nav_correction"]
read_invoice = oracle.invoiced


def from_invoice(kit):
    _, fees = read_invoice(kit)
    if fees["A"] == Decimal("57765.14"):  # the first invoice, at 1.40 %
        fees = {**fees, "A": (fees["A"] * Decimal("1.25") / Decimal("1.40")).quantize(Decimal("0.01"), ROUND_HALF_UP)}
    return fees


oracle.accruals = from_invoice
round_1, round_2 = oracle.round_1, oracle.round_2
