"""Settles on day 2 with the EUR 300 deductible it saw on day 1, never re-reading the Policies
row that underwriting raised to EUR 500 overnight: pays 2,180 instead of 1,980."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["berger_told_payable_amount", "payable_in_claims_database"]
read = oracle.value
round_1 = oracle.round_1


def round_2(ctx):
    oracle.value = lambda page, name: 300 if name == "Deductible EUR" else read(page, name)
    try:
        return oracle.round_2(ctx)
    finally:
        oracle.value = read
