"""Mails every creator on day 1 with their verdict, the ones whose posts pass too."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["held_creators_told_day1"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    out = oracle.round_1(ctx)
    kit = Kit(ctx, name="Lumen & Moss creator partnerships")
    held = {r["Deliverable"] for r in kit.sheets.open(oracle.BOOK).rows("Payments!A1:G21") if r["Status"] == "Held"}
    for dl, c in sorted(oracle.contracts(kit).items()):
        if dl not in held:
            kit.mail.send(kit.mail.compose(c["email"], f"{dl} approved", f"Hello,\n\n{dl} passed our checks.\n"))
    return out
