"""Mails every subcontractor desk every day with all of its open submittals, whether or not there is anything to resubmit."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["resubmissions_mailed_day1", "corvus_told_about_the_bulletin", "pinnacle_told_about_the_restamp"]


def _all(ctx, n):
    out = oracle.day(ctx, n)
    kit = Kit(ctx, name="Ridgeline submittal desk")
    book = kit.sheets.open(oracle.BOOK)
    subs = {r["Subcontractor"]: r["Email"] for r in book.rows("Subcontractors!A1:D20")}
    mine = {}
    for r in book.rows("Log!A1:J31"):
        mine.setdefault(r["Subcontractor"], []).append(f"{r['Submittal']}: {r['Status']}")
    kit.mail.send(*[kit.mail.compose(subs[s], "East Wing submittal status", "\n".join(lines) + "\n") for s, lines in sorted(mine.items())])
    return out


def round_1(ctx):
    return _all(ctx, 1)


def round_2(ctx):
    return _all(ctx, 2)


def round_3(ctx):
    return _all(ctx, 3)


round_4 = oracle.round_4
