"""Reads only the field sheet: T-07 keeps grade M although the inspector's taped late note (a
photo in the job folder) regrades it to S."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["t07_regraded_by_late_note"]
oracle.LATE_NOTE = {}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
