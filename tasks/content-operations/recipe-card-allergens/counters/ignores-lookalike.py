"""Leaves the look-alike's request for the recipe database in the INBOX, unreported."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lookalike_forwarded_to_food_safety"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.FORWARD_LOOKALIKE = False
