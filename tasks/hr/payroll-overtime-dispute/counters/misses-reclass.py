"""Reads the personnel actions on day 1 only: E-306's reclassification from 23 November, added
on day 4, never applied."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["review_back_pay_current", "reclassification_applied", "adjustments_entered", "steward_told_final_totals"]
read_classifications = oracle.classifications


def classifications(kit):
    return {e: steps[:1] for e, steps in read_classifications(kit).items()}


oracle.classifications = classifications
round_1 = round_2 = round_3 = round_4 = oracle.work
