"""Prices every line at the single-pack price, ignoring the 5+ volume column."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["priced_by_list_volume_and_quote", "priced_by_revision_2", "quote_expired"]
oracle.VOLUME_FROM = 10**6
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
