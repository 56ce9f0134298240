"""On batch day tells every paid customer that the money is on its way (their outcome did not
change): the handbook mails a customer again only when the outcome or amount changes."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["only_changed_outcomes_mailed_later"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    out = oracle.round_4(ctx)
    kit = Kit(ctx, name="Lichtwerk returns desk")
    rows = kit.sheets.open(oracle.BOOK).rows(oracle.RANGE)
    kit.mail.send(*[kit.mail.compose(*oracle.tell(r, str(r["Status"]), str(r["Refund amount"]), again=True))
                    for r in rows if r["Status"] in ("Refund", "Store credit")])
    return out
