"""Copies IMG-114's catalogue number from its current alt text (FM.1887.341) instead of the label (FM.1887.314)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["catalogue_numbers_read", "rows_monday"]
oracle.oracle.label_alt = {**oracle.LABEL_ALT, "IMG-114": "Label: rope-maker's spinning wheel, elm and iron, catalogue number FM.1887.341"}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
