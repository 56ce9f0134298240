"""Keeps the gel extraction kits (L-126) Routine after the PI marked them Critical."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["gel_kits_critical", "totals_mailed_wednesday"]
read_stock = oracle.stock


def routine_gel_kits(book):
    lines = read_stock(book)
    for line in lines:
        if line["id"] == "L-126":
            line["priority"] = "Routine"
    return lines


oracle.stock = routine_gel_kits
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
