"""Copies the memo's funding date (16 March) as the due date: only 7 business days after the notices."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["due_date_ten_business_days", "notices_state_due_date_and_account"]
oracle.due_date = lambda: oracle.FUNDING
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
