"""Pays the late taxi at the sheet's 31.80 instead of the mailed receipt's 33.80."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["late_receipt_assessed", "lines_follow_corrected_rate", "totals_day3"]
oracle.LATE_AMOUNT = ("EUR", "31.80")
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
