"""Keeps day 1's Unit cost: misses purchasing's silent correction of K-02 to 9.50 on the last day."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cost_correction_followed", "net_adjustment_stated"]
read_rows = oracle.sheet_rows


def day1_cost(kit):
    rows = read_rows(kit)
    for r in rows:
        if r["Bin"] == "K-02":
            r.values["Unit cost"] = "8.00"
    return rows


oracle.sheet_rows = day1_cost
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
