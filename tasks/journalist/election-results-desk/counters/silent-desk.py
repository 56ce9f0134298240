"""Keeps the sheet and the kb right but never mails the editor."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["calls_mailed", "withdrawal_mailed", "ward6_called", "final_mail"]
oracle.report = lambda kit, table, before, subject: None
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
