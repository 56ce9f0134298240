"""Tidies the change log on Tuesday by blanking the rows of withdrawn CRs (CR-206, CR-219)."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral", "withdrawn_cr_leaves_the_budget", "day_2_statuses"]
round_1, round_3, round_4 = oracle.round_1, oracle.round_3, oracle.round_4


def round_2(ctx):
    done = oracle.round_2(ctx)
    book = Kit(ctx, name=oracle.NAME).sheets.open(oracle.BOOK)
    for row in book.rows(oracle.LOG, "UNFORMATTED_VALUE"):
        if row["Status"] == "Withdrawn":
            book.update(f"Change log!A{row.number}:G{row.number}", [[""] * 7])
    return done
