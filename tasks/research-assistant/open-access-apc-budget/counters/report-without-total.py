"""Sends the payment run right, but the balance report to Nadia gives only the count and the
remaining balance, not the total paid."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["balance_report_to_nadia"]


def round_4(ctx):
    kit = oracle.Kit(ctx, name="Open Access Fund")
    decisions, left = oracle.day(kit)
    _data, n, _total = oracle.payment_run(kit, decisions)
    kit.mail.send(kit.mail.compose(oracle.FINANCE, "Library open-access fund - payment run November 2026",
                                   f"Hello,\n\nthe fund's November run file is attached: {n} APC invoices.\n\nOpen Access Fund\n",
                                   attachments=[kit.fs.path(oracle.RUN_FILE)]))
    kit.mail.send(kit.mail.compose(oracle.NADIA, "APC fund - balance report November 2026",
                                   f"Nadia,\n\nthe November payment run went to finance today: {n} requests. "
                                   f"Remaining balance after the run: GBP {left:,.2f}.\n"))
    return f"Day 4: run of {n} sent, remaining {left}."


round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
