"""Loads every finding on the survey, Resolved ones included (L-15's serviced extinguishers)."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import value

oracle = task_oracle(__file__)
EXPECT_FAIL = ["loadings_of_open_findings"]
real_price = oracle.price


def price_all(kit):
    rows = kit.kb.rows("Survey findings")
    for f in rows:
        f["properties"]["Status"]["select"] = {"name": "Open"}
    original = kit.kb.rows
    kit.kb.rows = lambda name, *a, **k: rows if name == "Survey findings" else original(name, *a, **k)
    try:
        return real_price(kit)
    finally:
        kit.kb.rows = original


oracle.price = price_all
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
