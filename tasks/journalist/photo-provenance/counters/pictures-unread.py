"""Does not look at the four pictures without metadata and puts them all on Hold."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["pictures_that_pass", "pictures_that_fail"]
oracle.VISUAL = {k: ("Hold", "NO-METADATA") for k in oracle.VISUAL}
round_1, round_2 = oracle.round_1, oracle.round_2
