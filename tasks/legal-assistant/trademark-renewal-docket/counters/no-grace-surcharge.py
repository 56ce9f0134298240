"""Prices QUILLBY China (expired 7 Feb, in grace) without the grace surcharge."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["cost_estimate_to_priya"]
_cost = oracle.cost
oracle.cost = lambda r, today: _cost(r, r["expiry"])
