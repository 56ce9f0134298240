"""Overwrites the applicants' 'DUA signed (form)' column with the dates read from the scans."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    out = oracle.round_1(ctx)
    book = Kit(ctx).sheets.open(oracle.BOOK)
    rows = book.rows(f"{oracle.TAB}!A1:N100")
    book.update(f"{oracle.TAB}!J2:J{len(rows) + 1}",
                [[str(oracle.SCANS.get(str(r["Request ID"])) or "")] for r in rows], raw=True)
    return out
