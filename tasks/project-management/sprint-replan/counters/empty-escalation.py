"""Emails Marta with ATL-199 in the subject but says nothing of what the whiteboard wants for it."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["locked_ticket_raised_with_release_manager"]
round_2, round_3, round_4, round_5 = oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5


def round_1(ctx):
    kit = Kit(ctx, name="Priya Nair")
    kit.sheets.open("Atlas release plan").update(
        "Dependencies!C2:D2", [[oracle.PAYMENTS_READY.isoformat(), "Stand-up of 13 May (Ravi, from Finch)"]])
    oracle.replan(kit)
    calendar = kit.calendar("Work")
    calendar.move(calendar.event(uid=oracle.REVIEW_UID), oracle.REVIEW_START,
                  oracle.REVIEW_START + oracle.timedelta(hours=1))
    kit.mail.send(kit.mail.compose("Marta Quist <marta.quist@tidewater.example>", "ATL-199", "FYI.\nPriya\n"))
    return "Replanned; Marta told."
