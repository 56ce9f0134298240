"""Reads Corvid's price list once on Monday and keeps pricing from it: misses revision 2."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["priced_by_revision_2", "quote_expired", "replanned_after_flask_recount"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    monday = oracle.corvid_prices(Kit(ctx))
    oracle.corvid_prices = lambda kit: monday
    return oracle.round_1(ctx)
