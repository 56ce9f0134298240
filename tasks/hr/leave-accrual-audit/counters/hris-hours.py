"""Takes the HRIS's 37.5 weekly hours for E-1007 on day 2, not the signed variation in the scan."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["contract_variation_applied"]
round_1 = oracle.round_1


def round_2(ctx):
    oracle.VARIATIONS = {}
    return oracle.round_2(ctx)
