"""Submits the lines still without receipt or MRD as reimbursable instead of personal."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["still_missing_become_personal", "submitted_with_totals"]
build = oracle.report
oracle.report = lambda kit, submitting: build(kit, submitting=False)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
