"""Writes to every supplier with any open finding every day, whether anything changed or not."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["suppliers_chased_on_day_two", "suppliers_on_day_three"]
_chase = oracle.chase_suppliers
oracle.chase_suppliers = lambda kit, st, before, extra=None: _chase(kit, st, {}, extra)
