"""Never reads the Listings tab's asking price again after day 1: keeps EUR 489,000 in the exposé,
in the buyers' replies and as the base of the offers, though it was cut to 465,000 on day 2."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["price_per_m2_follows_price_cut", "buyers_told_current_price", "offers_against_current_price"]

oracle.asking_price = lambda kit: 489000  # as the sheet said on Monday
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
