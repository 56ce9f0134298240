"""Counts everyone at a law firm's domain as an attorney (the paralegal and the unlisted associate too)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["volume_1_privilege_codes", "volume_1_treatment_per_protocol", "log_written_day_1"]
oracle.DOMAIN_IS_COUNSEL = True
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
