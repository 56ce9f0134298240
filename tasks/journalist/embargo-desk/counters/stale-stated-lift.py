"""Keeps Monday's reading of Lift as stated: misses Priya's silent move of E-23 to Wednesday."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["moved_lift_followed"]
read_rows = oracle.book_rows


def mondays_rows(kit):
    rows = read_rows(kit)
    for r in rows:
        if r["ID"] == "E-23":
            r.values["Lift as stated"] = "2025-10-28 15:00 Central European"
    return rows


oracle.book_rows = mondays_rows
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
