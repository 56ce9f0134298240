"""Prices the batch with the fees as they stood on day 1, missing the fees desk's raise of the Japanese fee."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["cost_estimate_to_priya"]
_rules = oracle.rules
oracle.rules = lambda kit: {j: dict(r, fee=310 if j == "JP" else r["fee"]) for j, r in _rules(kit).items()}
