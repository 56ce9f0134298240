"""Leaves HERON's publication and reply deadline as they were when Ruth moved publication to Thursday."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["publication_and_reply_deadline_moved"]
oracle.MOVE_DATES = False
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
