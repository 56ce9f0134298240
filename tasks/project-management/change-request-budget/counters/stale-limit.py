"""Keeps the delegated limit of Helen's mail (EUR 15,000) after it was lowered to 10,000 on day 2."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lowered_limit_refers_cr_233", "day_2_statuses", "day_2_requester_told", "revised_quote_reassessed",
               "nothing_approved_beyond_authority"]
oracle.delegated_limit = lambda kit: Decimal(15000)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
