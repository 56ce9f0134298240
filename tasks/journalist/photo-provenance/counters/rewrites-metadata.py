"""Does the verdicts right but "tidies" the ingest tool's columns: writes each photo's Atlantic
time over DateTimeOriginal and blanks the offsets (the desk fills only L-N)."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
ATLANTIC = oracle.ATLANTIC


def round_1(ctx):
    message = oracle.round_1(ctx)
    kit = Kit(ctx)
    rows = [r for r in oracle.intake(kit) if str(r["DateTimeOriginal"] or "").strip() and oracle.taken(r)]
    book = kit.sheets.open(oracle.BOOK)
    for r in rows:
        local = oracle.taken(r).astimezone(ATLANTIC)
        book.update(f"Intake!F{r.number}:G{r.number}", [[local.strftime("%Y:%m:%d %H:%M:%S"), ""]])
    return message + " (metadata rewritten in Atlantic time)"


round_2 = oracle.round_2
