"""Never looks at the re-post DL-06's creator mailed: DL-06 stays held and unpaid."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["repost_approved_slot_released", "payments_sheet_final", "payment_run_sent_to_finance"]
oracle.REPOSTS = {}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
