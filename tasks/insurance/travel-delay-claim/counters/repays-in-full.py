"""Pays TD-2501's new benefit in full (GBP 90) on top of Monday's GBP 60 instead of the
difference: the claim is overpaid."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["td2501_topped_up_for_the_added_traveller"]
round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    oracle.Desk.paid = lambda self, claim: Decimal(0)
    oracle.round_2(ctx)
