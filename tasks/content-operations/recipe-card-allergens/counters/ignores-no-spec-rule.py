"""Keeps the portal text as a fallback after food safety's rule 8: the tofu cards stay Ready."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_spec_cards_on_hold", "reformulation_applied"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.NO_SPEC_RULE = False
