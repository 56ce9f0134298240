"""Lists the Doc IDs of a folder (and of the sign-off sets) instead of saying how many there are: DOC-048, DOC-056, DOC-052 and DOC-011 are no counts."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["factchecker_told_count", "counsel_told_folder_count", "editor_told_sign_off_numbers"]
oracle.IDS_NOT_COUNTS = True
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
