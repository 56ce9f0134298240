"""Ignores the surveyor's addendum finding F-10 (Cambridge roof) added on Tuesday."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cambridge_roof_loaded"]
oracle.LOADINGS = {**oracle.LOADINGS}
real_price = oracle.price


def without_f10(kit):
    original = kit.kb.rows
    kit.kb.rows = lambda name, *a, **k: [f for f in original(name, *a, **k) if oracle.page_title(f) != "F-10"]
    try:
        return real_price(kit)
    finally:
        kit.kb.rows = original


oracle.price = without_f10
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
