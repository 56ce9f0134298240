"""Reads Corvid's price list once on Monday and keeps pricing from it: misses revision 2."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["priced_by_revision_2", "quote_expired", "replanned_after_flask_recount"]
read_prices, first = oracle.corvid_prices, {}


def monday_prices(kit):
    if not first:
        first.update(read_prices(kit))
    return dict(first)


oracle.corvid_prices = monday_prices
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
