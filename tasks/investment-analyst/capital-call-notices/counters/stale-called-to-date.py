"""Follows the corrected commitment but adds the call to the Called to date it noted on day 1 (LP-12's old figure)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["called_to_date_updated"]
read = oracle.register
seen = {}


def register_with_day1_called(kit):
    rows = read(kit)
    if "called" not in seen:
        seen["called"] = {r["LP ID"]: r["Called to date (GBP)"] for r in rows}
    for r in rows:
        r.values["Called to date (GBP)"] = seen["called"][r["LP ID"]]
    return rows


oracle.register = register_with_day1_called
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
