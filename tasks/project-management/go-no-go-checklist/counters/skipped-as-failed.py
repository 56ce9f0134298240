"""Counts skipped tests as failed (pass rate over all tests, not executed ones): period-close and
tax-reports (tier 1) and payment-reconciliation (tier 2) fail although the policy passes them."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["suite_statuses_from_the_report", "skipped_tests_not_counted", "tier2_rows_follow_the_raised_minimum"]
oracle.REPORT = {s: (b, scope, p, f + k, 0) for s, (b, scope, p, f, k) in oracle.REPORT.items()}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
