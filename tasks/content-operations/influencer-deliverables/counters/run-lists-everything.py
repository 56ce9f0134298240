"""Sends Finance all 20 deliverables with their status, the held ones listed beside the approved ones."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["payment_run_sent_to_finance"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    kit = Kit(ctx, name="Lumen & Moss creator partnerships")
    oracle.verify(kit)
    rows = kit.sheets.open(oracle.BOOK).rows("Payments!A1:G21")
    paid, total = oracle.payment_run(kit)
    lines = "\n".join(f"{r['Deliverable']}  {r['Status']}  EUR {r['Approved EUR']}" for r in rows)
    kit.mail.send(kit.mail.compose(oracle.FINANCE, "Creator payment run 3 December",
                                   f"Hello Finance,\n\n{lines}\n\nTotal approved: EUR {total:,}\n"))
    return "run sent with every row"
