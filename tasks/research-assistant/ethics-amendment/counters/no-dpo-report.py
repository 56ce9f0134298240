"""Reads only the footer of AM-25-112's form (it matches) and misses that a participant filled it in."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["consent_forms_read", "dpo_told"]
oracle.COMPLETED = set()
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
