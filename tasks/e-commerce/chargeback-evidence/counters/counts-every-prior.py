"""Counts every earlier order of the customer as a prior undisputed order: the one charged back
(CB-26-0185) and the one on another card (CB-26-0141) make two, so both are represented and packed."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["prior_orders_counted", "decisions_day_one", "packs_day_three", "packs_day_four", "register_at_week_end"]
oracle.priors = lambda orders, d: [o["Order"] for o in orders if o is not d and o["Email"] == d["Email"] and o["Placed"] < d["Placed"]]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
