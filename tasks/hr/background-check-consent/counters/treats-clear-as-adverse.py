"""Sends every candidate with a result a pre-adverse notice and a final review, the Clear ones
(C-101, C-105) too."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["pre_adverse_notices_sent", "reviews_skip_veterans_day"]
round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    done = oracle.round_2(ctx)
    kit = Kit(ctx, name=oracle.NAME)
    sheet, rows = oracle.tracker(kit)
    due = oracle.business_days_after(ctx.now.date(), oracle.waiting_days(kit))
    for c in ("C-101", "C-105"):
        r = rows[c]
        kit.mail.send(kit.mail.compose(r["Email"], f"Pre-adverse action notice ({c})",
                                       f"Dear {r['Name']},\n\nplease find the Summary of Your Rights attached ({c}).\n\n"
                                       + oracle.NAME + "\n", attachments=[kit.fs.path("policies/summary-of-rights.pdf")]))
        oracle.schedule_review(kit, c, due)
        sheet.update(f"Candidates!H{r.number}", due.isoformat())
    return done
