"""Adds each released batch's quantities to the Holdings tab (client operations' column, and nothing has settled)."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_2, round_3, round_4, round_5, round_6 = oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5, oracle.round_6


def round_1(ctx):
    done = oracle.round_1(ctx)
    kit = Kit(ctx)
    book = kit.sheets.open(oracle.CLIENT_BOOK)
    trades = {r["Account"]: r for r in kit.sheets.open(oracle.BOOK).rows("Trades")}
    for row in book.rows("Holdings"):
        t = trades[row["Account"]]
        if str(t["Status"]).startswith("Released"):
            book.update(f"Holdings!B{row.number}:I{row.number}",
                        [[int(oracle.num(row[x])) + int(oracle.num(t[x])) for x in oracle.TICKERS]])
    return done
