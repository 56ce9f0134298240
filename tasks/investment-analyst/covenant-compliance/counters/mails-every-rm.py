"""Mails every relationship manager about every borrower, passes included."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rms_told_of_breaches"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.MAIL_EVERY_RM = True
