"""Keeps day 1's System qty: misses the warehouse's silent correction of E-02 (a return booked twice)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["system_correction_followed"]
read_rows = oracle.sheet_rows


def day1_system(kit):
    rows = read_rows(kit)
    for r in rows:
        if r["Bin"] == "E-02":
            r.values["System qty"] = "40"
    return rows


oracle.sheet_rows = day1_system
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
