"""Files an expiring image that also breaches usage or territory under Reason Expiry (the wrong rule first)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["breach_precedence", "tickets_monday", "register_and_tickets_tuesday"]
file_tickets = oracle.file_tickets


def expiry_first(kit, rows):
    for r in rows:
        if r["action"] == "Takedown" and r["reason"] in ("Usage", "Territory") and oracle.terms(r)[1] <= oracle.cutoff():
            r["reason"] = "Expiry"
    file_tickets(kit, rows)


oracle.file_tickets = expiry_first
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
