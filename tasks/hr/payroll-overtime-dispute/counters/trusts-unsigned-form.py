"""Takes the employee's 07:45 from E-309's unsigned manual punch form."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["review_hours_current", "manual_punch_forms_applied"]
oracle.TRUST_UNSIGNED = True
round_1 = round_2 = round_3 = round_4 = oracle.work
