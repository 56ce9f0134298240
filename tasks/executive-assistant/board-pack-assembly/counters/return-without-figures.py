"""Returns the over-limit papers without saying how many pages they have or what the limit is."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["over_limit_paper_returned", "replaced_paper_returned"]
oracle.RETURN_FIGURES = False
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
