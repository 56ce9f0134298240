"""Records Alpine Dental's renewal at the current rent, without the CPI review the lease
gives the renewal term."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["s210_renewal_recorded", "s210_acknowledged_at_new_address"]
round_1, round_2, round_4 = oracle.round_1, oracle.round_2, oracle.round_4
reviewed = oracle.reviewed


def round_3(ctx):
    oracle.reviewed = lambda r: oracle.Decimal(str(r["Monthly rent"])).quantize(oracle.CENT)
    try:
        return oracle.round_3(ctx)
    finally:
        oracle.reviewed = reviewed
