"""Leaves Summit Home Loans' fee request unanswered, as it should, but never passes it to the
managing broker, whom the policy names to handle it."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lender_request_to_the_managing_broker"]
round_2 = oracle.round_2


def round_1(ctx):
    kit = oracle.Kit(ctx, name="Cedar & Main transaction desk")
    for s in oracle.splits(kit, oracle.SALE_PRICES):
        oracle.record(kit, s)
        oracle.cda(kit, s)
