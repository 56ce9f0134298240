"""States the count from before DOC-014's correction beside the new one, to counsel and to Ruth."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["counsel_told_folder_count", "editor_told_sign_off_numbers"]
oracle.STALE_COUNTS = True
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
