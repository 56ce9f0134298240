"""Takes the sale prices from the Closings sheet's Contract price column instead of the scanned
final settlement statements (CM-2511 closed at 605,000, not 612,000; CM-2514 at 530,000)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cm2511_price_from_statement_and_cap", "cm2514_statement_price_no_lender_fee", "cdas_to_rose_city"]
oracle.SALE_PRICES = {**oracle.SALE_PRICES, "CM-2511": 612000, "CM-2514": 525000}
round_1 = oracle.round_1


def round_2(ctx):
    return "Nothing re-checked."
