"""Misses the committee's new rule of day 3: DUAs signed in 2025 on the superseded template still count."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["superseded_template_by_scan_date", "decisions_recorded",
               "deferred_applicants_get_the_decision", "no_link_or_data_to_unapproved"]
oracle.TEMPLATE_FROM = oracle.date(1900, 1, 1)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
