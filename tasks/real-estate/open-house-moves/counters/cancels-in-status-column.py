"""Records Friday's cancellation in the agents' Status column too (5118306 set to Withdrawn)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4


def round_5(ctx):
    message = oracle.round_5(ctx)
    oracle.Kit(ctx, name=oracle.NAME).sheets.open(oracle.BOOK).update("Listings!E11", [["Withdrawn"]], raw=True)
    return message
