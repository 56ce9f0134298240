"""Right work, but 'tidies' the Payments tab by writing the amended fee into its Fee EUR column,
which the handbook says not to touch."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_1, round_2, round_4 = oracle.round_1, oracle.round_2, oracle.round_4


def round_3(ctx):
    out = oracle.round_3(ctx)
    kit = Kit(ctx)
    book = kit.sheets.open(oracle.BOOK)
    row = book.find_row("Payments!A1:G21", "Deliverable", "DL-07")
    book.update(f"Payments!C{row.number}", [[oracle.contracts(kit)["DL-07"]["fee"]]])
    return out
