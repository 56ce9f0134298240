"""Keeps Monday's On hand counts all week: misses Tom's Tuesday count and Thursday's flask recount."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["replanned_after_stock_count", "replanned_after_flask_recount"]
read_stock, monday = oracle.stock, {}


def monday_counts(book):
    lines = read_stock(book)
    for line in lines:
        line["on_hand"] = monday.setdefault(line["id"], line["on_hand"])
    return lines


oracle.stock = monday_counts
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
