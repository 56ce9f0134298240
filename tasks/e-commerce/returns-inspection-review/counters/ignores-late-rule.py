"""Misses the day-2 rule: late returns stay Refund all week."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["late_returns_store_credit", "corrected_delivery_date_followed", "changed_outcomes_told",
               "refund_batch_to_finance", "register_final"]
round_1, round_2 = oracle.round_1, oracle.round_1
_work = oracle.work
oracle.work = lambda kit, late_rule: _work(kit, False)
round_3, round_4 = oracle.round_3, oracle.round_4
