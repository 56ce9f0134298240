"""Ignores Harriet's renewal budget cap: renews every expiring image with 5,000+ views."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["budget_cap_applied", "register_and_tickets_tuesday", "renewal_requests_sent", "spend_told_to_harriet",
               "renewals_within_cap"]
oracle.budget_cap = lambda kit: None
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
