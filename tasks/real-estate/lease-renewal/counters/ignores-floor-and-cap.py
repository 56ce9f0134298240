"""Applies the index change (3.20 %) to every CPI lease without its floor and cap."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cpi_reviews_with_floor_and_cap", "review_summary_to_grace"]
change_for = oracle.change_for


def raw_change(r):
    return change_for(r) if str(r["Review basis"]).startswith("Fixed") else oracle.cpi_change()


oracle.change_for = raw_change
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
