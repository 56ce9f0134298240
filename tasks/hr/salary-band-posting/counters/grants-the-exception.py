"""Posts R-2109 at the manager's 150,000 to 190,000."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_range_above_the_band"]
oracle.EXCEPTION_GRANTED = True
round_1 = round_2 = round_3 = round_4 = oracle.work
