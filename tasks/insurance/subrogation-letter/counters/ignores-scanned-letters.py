"""Takes every share from the register (100 % where SF-14's is blank), never reading the signed letters."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["liability_from_scanned_letter", "sf02_revised_to_sixty"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.shares = lambda day: {"SF-14": 100}
