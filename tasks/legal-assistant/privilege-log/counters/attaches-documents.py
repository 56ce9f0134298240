"""Serves the log with withheld documents attached."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["documents_stay_inside"]
oracle.ATTACH_DOCUMENTS = True
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
