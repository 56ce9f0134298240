"""Reads the FX tab once on Monday: misses Finance's silent correction of the 9 October EUR rate."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lines_follow_corrected_rate", "totals_day3", "claimants_told_their_settlement", "register_final"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    monday = oracle.rates(Kit(ctx))
    oracle.rates = lambda kit: monday
    return oracle.round_1(ctx)
