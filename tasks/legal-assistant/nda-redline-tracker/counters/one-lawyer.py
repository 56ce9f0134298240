"""Routes every escalation to Marcus Ferreira, none to Priya Raman (the playbook names a lawyer per clause)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day_1_escalations_to_priya", "new_ndas_handled"]
oracle.ONE_LAWYER = True
round_1 = round_2 = round_3 = round_4 = oracle.work
