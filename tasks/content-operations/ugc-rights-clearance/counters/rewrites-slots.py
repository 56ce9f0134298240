"""After the report, rewrites the sheet's Planned slot column into the desk's London time (outside what it may change)."""
from datetime import datetime
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    out = oracle.round_4(ctx)
    kit = Kit(ctx, name="Wayfarer Trails UGC desk")
    book = kit.sheets.open(oracle.SHEET)
    for r in book.rows("Candidates"):
        london = oracle.slot(r["Planned slot (ET)"]).astimezone(ZoneInfo("Europe/London"))
        book.update(f"Candidates!E{r.number}", [[london.strftime("%Y-%m-%d %H:%M London")]], raw=True)
    return out
