"""Gets the book right but overwrites the intake editor's Lift as stated with the GMT times."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]


def round_1(ctx):
    message = oracle.round_1(ctx)
    kit = Kit(ctx)
    table = oracle.lifts(kit, 1)
    book = kit.sheets.open(oracle.BOOK)
    for item, (number, _, when) in table.items():
        book.update(f"Book!F{number}", f"{when:%Y-%m-%d %H:%M} London")
    return message + " (Lift as stated rewritten)"


round_2, round_3 = oracle.round_2, oracle.round_3
