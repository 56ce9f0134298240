"""Answers Vellmar's solicitors directly (besides forwarding their letter to counsel)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reply_letter_to_counsel_only"]
oracle.ANSWER_COMPANY = True
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
