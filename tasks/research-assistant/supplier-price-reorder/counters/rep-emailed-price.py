"""Takes the Corvid rep's emailed GBP 47.50 for gloves CS-2210, which has no quotation number."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["priced_by_list_volume_and_quote"]
read_prices = oracle.corvid_prices
oracle.corvid_prices = lambda kit: {**read_prices(kit), "CS-2210": (Decimal("47.50"), None)}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
