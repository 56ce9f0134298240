"""Adds the ordered packs to On hand after placing the orders: the lab's column, and nothing has arrived."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    done = oracle.round_4(ctx)
    book = Kit(ctx).sheets.open(oracle.BOOK)
    book.update("Stock!G3", [[str(1500 + 5 * 960)]])  # L-102: 5 packs of 960 tips ordered
    return done
