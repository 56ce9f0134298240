"""Tells the creators held on day 1 in one mail addressed to all of them, listing every held
deliverable: each creator learns the others' holds."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["held_creators_told_day1"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    kit = Kit(ctx, name="Lumen & Moss creator partnerships")
    composed = []
    send = kit.mail.send
    kit.mail.send = lambda *messages: composed.extend(messages)
    held = oracle.verify(kit)
    kit.mail.send = send
    deals = oracle.contracts(kit)
    body = "\n".join(f"{dl}: " + "; ".join(bad) for dl, bad in sorted(held.items()))
    kit.mail.send(kit.mail.compose([deals[dl]["email"] for dl in sorted(held)], "November deliverables: payments held",
                                   f"Hello,\n\nthe payments of these deliverables are held:\n\n{body}\n\n"
                                   "Lumen & Moss creator partnerships\n"))
    return f"one mail to {len(held)} held creators ({len(composed)} single mails not sent)"
