"""Gives the last failing rule as the reason instead of the first (DUA before ETHICS before INSTITUTION)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["removed_institution_defers_its_requests", "decisions_recorded", "deferred_applicants_get_the_decision"]
oracle.reason_of = lambda fails: fails[-1] if fails else ""
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
