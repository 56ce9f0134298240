"""Trusts the register's serial: never compares the label serial on the photos, so the three
mismatched units are refunded like any other return (and go into the batch)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["nothing_paid_for_a_serial_mismatch", "serial_mismatches_held", "statuses_decided", "refund_amounts_by_policy",
               "late_returns_store_credit", "refund_batch_to_finance", "fraud_list_to_loss_prevention", "register_final"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
_decide = oracle.decide
oracle.decide = lambda r, photo, late: _decide(r, (str(r["Serial sold"]).strip(), photo[1], photo[2]), late)
