"""Reference solution: the Notion API for the docket, CalDAV for the calendar, IMAP/SMTP for
mail (clawmark.oracle_kit)."""

import re
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Attendee, Kit, add_business_days, day_starts, page_title, value

BERLIN = ZoneInfo("Europe/Berlin")
MATTER = "matters/M-2024-031"
TERM_END = date(2024, 12, 31)  # clause 12.1 of the signed (scanned) agreement
SA2291 = "SA-2291 non-renewal notice"
DEADLINE_EVENT = "SA-2291 non-renewal notice deadline"
CLARA = "Clara Moreno <clara.moreno@halemoreno.example>"
JANA = "Jana Roth <jana.roth@brightline-foods.example>"
JANA_BUSY = ((time(9), time(10, 30)), (time(12), time(13)))  # from Jana's email


def reminder_days(kit: Kit) -> int:
    """Business days of the reminder under the Docketing rules page's latest paragraph that names them."""
    texts = kit.kb.text(kit.kb.page("Docketing rules"))
    return int([m for t in texts for m in re.findall(r"(\d+) business days", t)][-1])


def docket(kit: Kit, row: dict, due: date, **extra) -> date:
    reminder = add_business_days(due, -reminder_days(kit))
    kit.kb.update(row, {"Due": due, "Reminder": reminder, **extra})
    return reminder


def write_key_terms(kit: Kit, notice_days: int, cap: int) -> date:
    deadline = TERM_END - timedelta(days=notice_days)
    kit.fs.write_json(f"{MATTER}/key-terms.json", {
        "contract_id": "SA-2291", "term_end": TERM_END.isoformat(), "notice_days": notice_days,
        "notice_deadline": deadline.isoformat(), "liability_cap_eur": cap})
    return deadline


def round_1(ctx):
    kit = Kit(ctx, name="Clara Moreno")
    deadline = write_key_terms(kit, 60, 250000)
    docket(kit, kit.kb.row("Deadlines", SA2291), deadline, Status="Verified")
    kit.calendar("Work").create("sa2291-notice-deadline@halemoreno.example", DEADLINE_EVENT,
                                deadline, deadline + timedelta(days=1))
    question = kit.mail.find("<sa2291-deadline-question@brightline-foods.example>")
    kit.mail.send(kit.mail.reply(question, f"Dear Jana,\n\nunder clause 12.2 of the signed SA-2291 your notice must reach "
                                           f"Orchard by {deadline:%d %B %Y}. My memo is attached.\n\nClara\n",
                                 attachments=[kit.fs.path(f"{MATTER}/memo-privileged.pdf")]))
    return f"Deadline verified: {deadline}."


def round_2(ctx):
    kit = Kit(ctx, name="Clara Moreno")
    deadline = write_key_terms(kit, 90, 400000)
    docket(kit, kit.kb.row("Deadlines", SA2291), deadline)
    calendar = kit.calendar("Work")
    calendar.move(calendar.event(summary=DEADLINE_EVENT), deadline, deadline + timedelta(days=1))
    amendment = kit.mail.find("<sa2291-amendment-1@brightline-foods.example>")
    letter = kit.mail.find("<orchard-keller-1@keller-law.example>")
    kit.mail.send(kit.mail.reply(letter, "Dear Dr Keller,\n\nplease find attached Amendment No. 1 to SA-2291 as signed by "
                                         "both parties. We will revert on the talks separately.\n\nClara Moreno\n",
                                 attachments=[amendment.attachment("amendment-1.pdf")]))
    return f"Deadline moved to {deadline} under Amendment No. 1."


def round_3(ctx):
    kit = Kit(ctx)
    reminders = {page_title(row): docket(kit, row, value(row, "Due")) for row in kit.kb.rows("Deadlines")}
    day = reminders[SA2291]
    calendar = kit.calendar("Work")
    jana_busy = [(datetime.combine(day, s, tzinfo=BERLIN), datetime.combine(day, e, tzinfo=BERLIN)) for s, e in JANA_BUSY]
    start = calendar.first_free(day_starts([day], time(9), None, timedelta(minutes=30), BERLIN), timedelta(minutes=30),
                                also_busy=jana_busy)
    calendar.create("sa2291-sign-off@halemoreno.example", "SA-2291 notice sign-off", start, start + timedelta(minutes=30),
                    organizer=CLARA, attendees=[Attendee(CLARA, "ACCEPTED"), JANA])
    return f"Reminders re-docketed (10 business days); sign-off call {start:%d %b %H:%M}."
