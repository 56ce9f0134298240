"""Never re-reads the Supplier costs sheet after Monday: the throw LS-1005 keeps its 21.00 cost
and its 42.00 price after the buyers' silent correction to 27.50."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["throw_follows_corrected_cost", "throw_floor_reported"]
read_costs = oracle.costs
oracle.costs = lambda kit: {**read_costs(kit), "LS-1005": Decimal("21.00")}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
