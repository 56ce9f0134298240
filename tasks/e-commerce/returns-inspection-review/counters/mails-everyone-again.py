"""On day 2 mails every customer again with their (mostly unchanged) outcome."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["changed_outcomes_told"]
round_1, round_3, round_4 = oracle.round_1, oracle.round_3, oracle.round_4


def round_2(ctx):
    out = oracle.round_2(ctx)
    kit = Kit(ctx, name="Lichtwerk returns desk")
    rows = kit.sheets.open(oracle.BOOK).rows(oracle.RANGE)
    kit.mail.send(*[kit.mail.compose(*oracle.tell(r, str(r["Status"]), str(r["Refund amount"]), again=True))
                    for r in rows if r["Status"] not in ("Store credit",)])
    return out
