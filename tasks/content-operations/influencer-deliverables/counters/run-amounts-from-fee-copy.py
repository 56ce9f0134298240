"""Lists each approved deliverable in the run with the Payments tab's Fee EUR copy (DL-07 at the
pre-addendum 1,200) while the total is summed from the Approved EUR column (8,100)."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["payment_run_sent_to_finance"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    kit = Kit(ctx, name="Lumen & Moss creator partnerships")
    oracle.verify(kit)
    rows = [r for r in kit.sheets.open(oracle.BOOK).rows("Payments!A1:G21") if r["Status"] == "Approved"]
    total = sum(int(str(r["Approved EUR"]).replace(",", "")) for r in rows)
    lines = "\n".join(f"{r['Deliverable']}  EUR {int(str(r['Fee EUR']).replace(',', '')):,}" for r in rows)
    kit.mail.send(kit.mail.compose(oracle.FINANCE, "Creator payment run 3 December",
                                   f"Hello Finance,\n\nthe approved creator deliverables for today's run:\n\n{lines}\n\n"
                                   f"Total approved: EUR {total:,}\n\nLumen & Moss creator partnerships\n"))
    return f"run sent with the Fee EUR copy per line, total EUR {total}"
