"""Tells Declined and Referred authors the decision but never the policy's reason code."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["authors_told_day1", "hybrid_ruling_applied", "dearer_invoices_push_the_last_request_out"]


def tell_without_reason(kit, changed) -> None:
    msgs = []
    for r, dec, _reason, pay in changed:
        rid = str(r["Req ID"])
        detail = f" The fund will pay GBP {pay:,.2f}." if dec == "Approved" else ""
        msgs.append(kit.mail.compose(str(r["Author email"]), f"{rid}: {dec}",
                                     f"Dear {r['Corresponding author']},\n\nyour APC request {rid} is {dec}.{detail}\n\nOpen Access Fund\n"))
    kit.mail.send(*msgs)


oracle.tell_authors = tell_without_reason
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
