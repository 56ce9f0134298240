"""Files the takedown tickets with Asset ID, Licence ID, Reason and Status but no Article."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["tickets_monday", "certificates_read", "breach_precedence", "budget_cap_applied",
               "travel_in_international", "register_and_tickets_tuesday", "revoked_licence_taken_down",
               "retagged_article_rechecked", "register_and_tickets_wednesday", "fee_rise_drops_a_renewal",
               "register_and_tickets_thursday"]


def without_article(kit, rows):
    have = {oracle.page_title(p) for p in kit.kb.rows("Takedown tickets")}
    for r in rows:
        if r["action"] == "Takedown" and r["Asset ID"] not in have:
            kit.kb.create_row("Takedown tickets", {"Asset ID": r["Asset ID"], "Licence ID": r["Licence ID"],
                                                   "Reason": r["reason"], "Status": "Open"})


oracle.file_tickets = without_article
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
