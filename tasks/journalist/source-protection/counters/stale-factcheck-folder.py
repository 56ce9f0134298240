"""Touches a folder only on the day Ruth asks for it: on day 3 the fact-checker's folder misses the rows Tomas logged overnight."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["factcheck_folder_day_3"]
oracle.FOLDERS_WHEN_ASKED = True
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
