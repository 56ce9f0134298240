"""Never compares the posted date in the screenshot with the contract's due date: the late DL-05
and DL-13 are approved."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_every_row", "late_posts_held", "no_failing_deliverable_approved"]
oracle.is_late = lambda proof, contract: False
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
