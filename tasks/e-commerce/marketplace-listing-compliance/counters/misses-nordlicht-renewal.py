"""Does not open the renewal Nordlicht mailed overnight: the smart bulbs stay paused as expired."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["nordlicht_renewal_filed_and_applied", "statuses_on_day_three", "register_on_day_three", "suppliers_on_day_three",
               "final_listings_and_register"]
del oracle.RENEWALS["<renewal-90022@nordlicht.example>"]
