"""Reads the late-return rule as 30 days or more: RMA-5109 (exactly 30 days) becomes store credit."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["late_returns_store_credit", "changed_outcomes_told", "refund_batch_to_finance", "register_final"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.LATE_DAYS = 29
