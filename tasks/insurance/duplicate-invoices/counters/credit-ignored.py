"""Never opens Maple Suites' credit note: line 17 stays Recover."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["credit_note_recorded"]
oracle.credited = lambda kit: set()
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
