"""Takes a cover sheet as signing off any version of its paper: BP-09 v2 keeps v1's signer."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["replaced_paper_returned"]
oracle.SIGNOFF_BY_VERSION = False
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
