"""Never opens Kestrel's scanned letter: the register's (and certificate's) expiry dates stand."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["actions_monday", "extension_letter_applied", "tickets_monday"]
oracle.EXTENDED = {}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
