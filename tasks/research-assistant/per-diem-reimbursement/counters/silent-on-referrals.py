"""Refers late claims on the register but never mails the head about them."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["head_told_of_late_claims", "dahl_referred_after_return_corrected"]
oracle.HEAD = "travel.claims@kestrel.example"
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
