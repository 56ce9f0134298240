"""Pays the whole bill, wine and bar included, and the wine for the poster reception."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["alcohol_never_reimbursed", "totals_day1", "totals_day3"]
oracle.RECEIPTS = {**oracle.RECEIPTS, "R-H03": ("EUR", "365.50"), "R-M01": ("EUR", "138.40"), "R-H07": ("EUR", "1129.00"), "R-G02": ("CHF", "660.00")}
oracle.is_alcohol = lambda line: False
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
