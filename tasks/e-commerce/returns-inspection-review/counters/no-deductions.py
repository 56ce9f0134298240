"""Reads only grade and serial from the photos: never compares box contents, deducts nothing."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["missing_accessories_deducted", "refund_amounts_by_policy", "refund_mails_state_the_amount",
               "late_returns_store_credit", "refund_batch_to_finance", "register_final"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.BOX = {k: [] for k in oracle.BOX}
