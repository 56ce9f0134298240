"""Day 2: rewrites the call sheet's Investor and Notice email columns one row off (a paste slip), the amounts right."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["transfer_on_the_call_sheet"]
round_1, round_3, round_4 = oracle.round_1, oracle.round_3, oracle.round_4


def round_2(ctx):
    out = oracle.round_2(ctx)
    book = Kit(ctx, name="Larkfield Investor Relations").sheets.open(oracle.BOOK)
    rows = [[r["Investor"], r["Notice email"]] for r in book.rows("Call 9")]
    book.update(f"Call 9!B2:C{len(rows) + 1}", rows[1:] + rows[:1])
    return out
