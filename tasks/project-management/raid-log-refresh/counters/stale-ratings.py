"""Rescores day 2 from its own Monday ratings instead of the log as it stands: Ana's raise of
R-18's impact (3 -> 5) is overwritten."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["edited_rating_rescored", "escalation_follows_the_lowered_threshold"]
oracle.DAY2_UPDATES = {**oracle.DAY2_UPDATES, "R-18": {"Impact": 3}}
round_1, round_2 = oracle.round_1, oracle.round_2
