"""Sees IMG-109 is a label now but writes its alt from the sheet's old description, without
reading the new photo (no catalogue number FM.1952.118)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["swapped_label_read", "rows_and_tickets_wednesday", "rows_and_tickets_thursday"]
oracle.oracle.label_alt = {**oracle.LABEL_ALT, "IMG-109": "Label: figurehead of the brig Curlew, carved and painted oak"}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
