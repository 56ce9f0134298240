"""Pays what the employee typed instead of what the receipt says: Hannah's flight as GBP 421.60
(the photo says 412.60)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["receipt_amounts_read_from_the_photos", "approved_amounts_in_euros", "cases_decided_with_their_totals",
               "each_employee_told_their_current_total", "hannah_paid_in_full_under_the_new_cap"]
oracle.RECEIPTS = {**oracle.RECEIPTS, "L06": ("GBP", "421.60")}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
