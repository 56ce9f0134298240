"""Re-codes the clawed-back document's Purpose in Volume 0 itself (the coding belongs to the review
team; only Privilege and Treatment are the desk's)."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]


def work(ctx):
    message = oracle.work(ctx)
    if ctx.now.date().isoformat() == "2025-03-06":
        Kit(ctx, name=oracle.NAME).sheets.open(oracle.BOOK).update("'Volume 0'!G8", "Legal advice")
    return message


round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = work
