"""Each RM mail also lists every borrower in breach, other RMs' borrowers included."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rms_told_of_breaches", "waiver_applied", "rm_told_of_restated_breach", "corrected_step_down_applied"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.NAME_OTHER_BREACHES = True
