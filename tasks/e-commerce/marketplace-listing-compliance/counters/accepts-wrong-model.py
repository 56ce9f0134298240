"""Reads Brightwave's renewal as covering BW-CM9 (it names BW-CM9-B) and reinstates the coffee machine."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["wrong_model_renewal_not_accepted", "statuses_on_day_three", "register_on_day_three", "suppliers_on_day_three",
               "no_listing_active_without_a_valid_certificate"]
oracle.RENEWALS["<renewal-3391@brightwave.example>"] = ("BW-LVD-3391", ["BW-AF45", "BW-CM9-B", "BW-CM9"], "2029-11-22")
oracle.BRIGHTWAVE_REPLY = {}
