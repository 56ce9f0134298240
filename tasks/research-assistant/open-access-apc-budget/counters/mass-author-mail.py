"""Tells the authors in one mail a day to all of them, with the whole decision table: every
author sees the others' decisions, and no request gets its own mail."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["authors_told_day1", "hybrid_ruling_applied", "reissued_invoice_paid_with_vat", "freed_balance_reapplied",
               "discount_cut_followed", "dearer_invoices_push_the_last_request_out"]


def tell_all_at_once(kit, changed) -> None:
    if not changed:
        return
    lines = [f"{r['Req ID']}: {dec}" + (f" - GBP {pay:,.2f}" if pay is not None else f" - Reason: {reason}")
             for r, dec, reason, pay in changed]
    kit.mail.send(kit.mail.compose([str(r["Author email"]) for r, *_ in changed], "APC fund decisions",
                                   "Dear authors,\n\nthe fund's decisions:\n" + "\n".join(lines) + "\n\nOpen Access Fund\n"))


oracle.tell_authors = tell_all_at_once
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
