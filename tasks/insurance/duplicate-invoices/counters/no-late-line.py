"""Audits only the 32 lines of Monday: line 33, added overnight, is never looked at."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["late_line_held"]
read_ledger = oracle.ledger
oracle.ledger = lambda kit: [r for r in read_ledger(kit) if int(r["Line"]) <= 32]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
