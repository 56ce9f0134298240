"""After the run, adds each paid amount to the Paid YTD column (the sheet's history, not ours to edit)."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    oracle.round_4(ctx)
    kit = Kit(ctx, name=oracle.NAME)
    book = kit.sheets.open("Participant payments")
    rows = book.rows("Payments!A1:G37")
    book.update("Payments!E2:E37", [[float(r["Paid YTD (EUR)"]) + (float(r["Owed (EUR)"] or 0) if r["Payment"] == "Pay" else 0)] for r in rows])
