"""Puts cards on Hold with an empty Note (the handbook: a short reason in Note for a Hold)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["statuses_by_the_rules", "no_spec_cards_on_hold", "reformulation_applied", "final_cards_right"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.HOLD_NOTE = False
