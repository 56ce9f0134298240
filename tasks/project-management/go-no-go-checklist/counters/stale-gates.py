"""Misses the silent raise of the Tier 2 minimum (98.0 -> 99.0) on day 2 and keeps the figure of
Conor's mail: recurring-invoices and reports-engine keep passing."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["tier2_rows_follow_the_raised_minimum", "owners_told_of_new_blockers",
               "last_reruns_and_raised_minimum", "readout_names_every_blocker"]
read_limits = oracle.limits


def mail_limits(kit):
    return {**read_limits(kit), "Tier 2 suites: minimum pass rate": Decimal("98.0")}  # "tier 2 at 98 %"


oracle.limits = mail_limits
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
