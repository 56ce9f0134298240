"""Adds the electrician's T-03 as a new row under the others and leaves the field sheet's T-03
row beside it: two rows for one tag."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["t03_panel_replacement"]
make_list = oracle.snag_list


def t03_appended(kit, day):
    rows = make_list(kit, day)
    for r in rows:
        if r["tag"] == "T-03" and day >= 2:
            r["number"], r["location"] = None, "Garage, main panel"
    return rows


oracle.snag_list = t03_appended
round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    oracle.NEW_TAG_LOCATIONS["T-03"] = "Garage, main panel"
    return oracle.round_2(ctx)
