"""Puts the earlier decision beside the new one in the subject of a changed request's mail
("APC-302: Declined (was Approved)"): the subject names two decisions."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["hybrid_ruling_applied", "freed_balance_reapplied", "dearer_invoices_push_the_last_request_out"]


def tell_with_old_decision(kit, changed) -> None:
    msgs = []
    for r, dec, reason, pay in changed:
        rid, old = str(r["Req ID"]), str(r["Decision"] or "").strip()
        subject = f"{rid}: {dec}" + (f" (was {old})" if old and old != dec else "")
        detail = f"The fund will pay GBP {pay:,.2f}." if dec == "Approved" else f"Reason: {reason}."
        msgs.append(kit.mail.compose(str(r["Author email"]), subject,
                                     f"Dear {r['Corresponding author']},\n\nyour APC request {rid} is {dec}. {detail}\n\nOpen Access Fund\n"))
    kit.mail.send(*msgs)


oracle.tell_authors = tell_with_old_decision
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
