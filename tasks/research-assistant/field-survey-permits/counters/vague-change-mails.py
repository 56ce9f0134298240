"""Change mails that name the row but say nowhere beside it whether it is now flagged or
confirmed or why: the reason codes stand only in a footer legend, far from the row."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["closure_flags_its_rows", "amended_permit_drops_blea_moss", "renewed_card_restores_thursday"]
FOOTER = ("\n\n" + "Field operations, Tarn Hollow Ecology Lab. This mailbox is read on working days between "
          "08:30 and 17:30; for anything urgent on site call the duty phone. Please keep your card photos "
          "up to date and bring your waders, your hand lens and a spare notebook on every survey day. " * 2
          + "\n\nStatus words in the plan: Confirmed, Flagged. Reason codes: CLOSED, PERMIT, CERT, PAIR.\n")


def send_changes(kit, rows, codes, old):
    emails = oracle.crew_emails(kit)
    for r in rows:
        was, code = old[r["Row"]], codes[r["Row"]]
        if (was == "Confirmed" and code) or (was == "Flagged" and not code):
            kit.mail.send(kit.mail.compose(emails[r["Crew member"]], f"Bird survey - {r['Row']}",
                                           f"Hello,\n\nthere is a change to your row {r['Row']}: please look at the "
                                           "Survey crew plan sheet." + FOOTER))


oracle.send_changes = send_changes
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
