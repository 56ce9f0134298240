"""Never looks at the bench sheets again after day 1: misses the re-inspection that found the
RMA-5126 lens hood, so its deduction stays."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reinspection_applied", "reinspected_customer_told", "only_changed_outcomes_mailed_later", "refund_batch_to_finance", "register_final"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.photos = lambda kit: dict(oracle.PHOTO)
