"""Never opens the receipt photos: a line whose amount is blank on the sheet is paid 0."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["amounts_read_from_receipt_photos", "alcohol_never_reimbursed", "totals_day1"]
oracle.RECEIPTS = {ref: (cur, "0") for ref, (cur, _) in oracle.RECEIPTS.items()}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
