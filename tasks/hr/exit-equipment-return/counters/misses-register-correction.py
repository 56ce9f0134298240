"""Never revisits a leaver once closed out: IT's correction of NM-2207 and the Colorado amendment pass it by."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["register_correction_followed", "colorado_deduction_withdrawn"]
oracle.REVALUE_CLOSED = False
round_1 = round_2 = round_3 = oracle.work
