"""Returns Hollis's July jacket too once the valve tender opens, though decisions made before a
tender opened stand (and that row is not the Office's to change)."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["new_bidder_gift_returned", "collateral"]
round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    done = oracle.round_3(ctx)
    book = Kit(ctx).sheets.open(oracle.REGISTER)
    jacket = book.find_row("Register", "ID", "G-103")
    book.update(f"Register!K{jacket.number}:L{jacket.number}", [["Return", "bidder in an open tender"]])
    return done
