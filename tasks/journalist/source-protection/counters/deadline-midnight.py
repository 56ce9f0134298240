"""Moves the reply deadline to the right day but as a bare date, dropping its 12:00."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["publication_and_reply_deadline_moved"]
oracle.DEADLINE_AT_NOON = False
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
