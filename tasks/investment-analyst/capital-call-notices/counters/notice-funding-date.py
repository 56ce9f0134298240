"""The call sheet says 2026-03-19, but the notices give the memo's funding date, 16 March, as the due date."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["notices_state_due_date_and_account"]
draft = oracle.draft
oracle.draft = lambda lp, name, email, amount, due: draft(lp, name, email, amount, oracle.FUNDING)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
