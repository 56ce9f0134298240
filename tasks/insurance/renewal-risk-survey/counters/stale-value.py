"""Prices Barrie (L-05) on Monday's TIV of 640,000 after the broker revised it to 710,000."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["barrie_value_revised"]
read_locations = oracle.locations


def mondays_values(book):
    rows = read_locations(book)
    for r in rows:
        if r["Loc"] == "L-05":
            r.values["TIV"] = 640000
    return rows


oracle.locations = mondays_values
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
