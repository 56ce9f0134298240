"""On payment day mails every claimant a settlement, the referred claims too."""
from clawmark.oracle_kit import Kit, page_title, value
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["claimants_told_their_settlement"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    out = oracle.round_4(ctx)
    kit = Kit(ctx)
    for p in kit.kb.rows(oracle.DB):
        if value(p, "Status") != "Approved":
            total = value(p, "Approved GBP")
            kit.mail.send(kit.mail.compose(value(p, "Email"), f"Travel claim {page_title(p)}", f"Approved: GBP {total:,.2f}.\n"))
    return out
