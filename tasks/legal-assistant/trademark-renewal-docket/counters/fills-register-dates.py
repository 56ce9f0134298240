"""Copies the certificate dates into the register columns (F, G) of the transferred marks: the
register record is not the docket's to change (scope: I-N)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["collateral"]


def round_1(ctx):
    message = oracle.round_1(ctx)
    book = oracle.Kit(ctx, name=oracle.NAME).sheets.open(oracle.BOOK)
    for ref, (filing, registration) in oracle.SCANS.items():
        row = int(ref.split("-")[1]) + 1
        book.update(f"{oracle.TAB}!F{row}:G{row}", [[filing, registration]], raw=True)
    return message + " Register dates filled in."
