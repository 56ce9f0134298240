"""Takes Friday's whiteboard over Mark's later mail: R-09 keeps probability 4 (score 16)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["owners_later_word_wins", "every_row_scored_and_escalated", "escalation_follows_the_lowered_threshold"]
oracle.DAY1_UPDATES = {**oracle.DAY1_UPDATES, "R-09": {"Probability": 4}}
round_1, round_2 = oracle.round_1, oracle.round_2
