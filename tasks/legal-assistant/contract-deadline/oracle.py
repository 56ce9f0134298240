"""Reference solution: Notion SDK for the docket, CalDAV for the calendar, IMAP/SMTP for mail."""

import json
import re
import smtplib
from datetime import date, datetime, time, timedelta, timezone
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from pathlib import Path
from zoneinfo import ZoneInfo

import caldav
from imapclient import IMAPClient
from notion_client import Client

BERLIN = ZoneInfo("Europe/Berlin")
MATTER = "matters/M-2024-031"
TERM_END = date(2024, 12, 31)  # clause 12.1 of the signed (scanned) agreement
SA2291 = "SA-2291 non-renewal notice"
DEADLINE_EVENT = "SA-2291 non-renewal notice deadline"
CLARA = "clara.moreno@halemoreno.example"
JANA = "jana.roth@brightline-foods.example"


# --- knowledge base -------------------------------------------------------------------------

def notion(ctx) -> Client:
    return Client(auth=ctx.env["NOTION_TOKEN"], base_url=ctx.env["NOTION_BASE_URL"])


def deadline_rows(client: Client) -> list[dict]:
    source = client.search(query="Deadlines", filter={"property": "object", "value": "data_source"})["results"][0]
    return client.data_sources.query(source["id"])["results"]


def title(row: dict) -> str:
    return "".join(t["plain_text"] for t in row["properties"]["Deadline"]["title"])


def reminder_days(client: Client) -> int:
    """Business days of the reminder under the Docketing rules page's latest paragraph that names them."""
    page = client.search(query="Docketing rules", filter={"property": "object", "value": "page"})["results"][0]
    texts = ["".join(t["plain_text"] for t in b[b["type"]].get("rich_text", []))
             for b in client.blocks.children.list(page["id"])["results"]]
    return int([m for t in texts for m in re.findall(r"(\d+) business days", t)][-1])


def business_days_before(day: date, n: int) -> date:
    while n:
        day -= timedelta(days=1)
        n -= day.weekday() < 5
    return day


def docket(client: Client, row_title: str, due: date, **extra) -> date:
    reminder = business_days_before(due, reminder_days(client))
    row = next(r for r in deadline_rows(client) if title(r) == row_title)
    client.pages.update(row["id"], properties={"Due": {"date": {"start": due.isoformat()}},
                                               "Reminder": {"date": {"start": reminder.isoformat()}}, **extra})
    return reminder


# --- calendar ---------------------------------------------------------------------------------

def work_calendar(ctx):
    client = caldav.DAVClient(url=ctx.env["CLAWMARK_CALDAV_URL"], username=ctx.env["CLAWMARK_CALDAV_USERNAME"],
                              password=ctx.env["CLAWMARK_CALDAV_PASSWORD"])
    return client.principal().calendar(name="Work")


def stamp(ctx) -> str:
    return ctx.now.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%SZ")


def vevent(ctx, uid: str, lines: list[str]) -> str:
    body = "\r\n".join([f"UID:{uid}", f"DTSTAMP:{stamp(ctx)}", *lines])
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//ClawMark oracle//EN\r\nBEGIN:VEVENT\r\n"
            f"{body}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")


def busy(calendar, day: date) -> list[tuple[datetime, datetime]]:
    start = datetime.combine(day, time(0), tzinfo=BERLIN)
    out = []
    for occurrence in calendar.search(start=start, end=start + timedelta(days=1), event=True, expand=True):
        c = occurrence.icalendar_component
        s, e = c.decoded("DTSTART"), c.decoded("DTEND")
        if isinstance(s, datetime) and str(c.get("STATUS", "")).upper() != "CANCELLED":
            out.append((s, e))
    return out


# --- mail -------------------------------------------------------------------------------------

def imap(ctx) -> IMAPClient:
    client = IMAPClient(ctx.env["CLAWMARK_MAIL_HOST"], int(ctx.env["CLAWMARK_MAIL_IMAP_PORT"]), ssl=False)
    client.login(ctx.env["CLAWMARK_MAIL_ADDRESS"], ctx.env["CLAWMARK_MAIL_PASSWORD"])
    client.select_folder("INBOX")
    return client


def fetch(client: IMAPClient, message_id: str) -> EmailMessage:
    [uid] = client.search(["HEADER", "Message-ID", message_id])
    return BytesParser(policy=policy.default).parsebytes(client.fetch([uid], ["BODY.PEEK[]"])[uid][b"BODY[]"])


def reply(original: EmailMessage, text: str, attachment: tuple[str, bytes]) -> EmailMessage:
    message = EmailMessage()
    message["From"] = f"Clara Moreno <{CLARA}>"
    message["To"] = original["From"]
    message["Subject"] = "Re: " + original["Subject"]
    message["In-Reply-To"] = message["References"] = original["Message-ID"]
    message.set_content(text)
    message.add_attachment(attachment[1], maintype="application", subtype="pdf", filename=attachment[0])
    return message


def send(ctx, message: EmailMessage) -> None:
    with smtplib.SMTP(ctx.env["CLAWMARK_MAIL_HOST"], int(ctx.env["CLAWMARK_MAIL_SMTP_PORT"])) as smtp:
        smtp.login(ctx.env["CLAWMARK_MAIL_ADDRESS"], ctx.env["CLAWMARK_MAIL_PASSWORD"])
        smtp.send_message(message)


# --- the days ---------------------------------------------------------------------------------

def write_key_terms(ctx, notice_days: int, cap: int) -> date:
    deadline = TERM_END - timedelta(days=notice_days)
    terms = {"contract_id": "SA-2291", "term_end": TERM_END.isoformat(), "notice_days": notice_days,
             "notice_deadline": deadline.isoformat(), "liability_cap_eur": cap}
    (Path(ctx.workspace) / MATTER / "key-terms.json").write_text(json.dumps(terms, indent=2) + "\n")
    return deadline


def all_day(day: date) -> list[str]:
    return [f"DTSTART;VALUE=DATE:{day:%Y%m%d}", f"DTEND;VALUE=DATE:{day + timedelta(days=1):%Y%m%d}"]


def round_1(ctx):
    deadline = write_key_terms(ctx, 60, 250000)
    docket(notion(ctx), SA2291, deadline, Status={"select": {"name": "Verified"}})
    work_calendar(ctx).save_event(vevent(ctx, "sa2291-notice-deadline@halemoreno.example",
                                         [f"SUMMARY:{DEADLINE_EVENT}", *all_day(deadline)]))
    client = imap(ctx)
    question = fetch(client, "<sa2291-deadline-question@brightline-foods.example>")
    client.logout()
    memo = (Path(ctx.workspace) / MATTER / "memo-privileged.pdf").read_bytes()
    send(ctx, reply(question, f"Dear Jana,\n\nunder clause 12.2 of the signed SA-2291 your notice must reach "
                              f"Orchard by {deadline:%d %B %Y}. My memo is attached.\n\nClara\n",
                    ("memo-privileged.pdf", memo)))
    return f"Deadline verified: {deadline}."


def round_2(ctx):
    deadline = write_key_terms(ctx, 90, 400000)
    docket(notion(ctx), SA2291, deadline)
    calendar = work_calendar(ctx)
    [event] = [e for e in calendar.events() if str(e.icalendar_component.get("SUMMARY")) == DEADLINE_EVENT]
    c = event.icalendar_component
    for name in ("DTSTART", "DTEND", "DTSTAMP"):
        c.pop(name, None)
    c.add("DTSTART", deadline)
    c.add("DTEND", deadline + timedelta(days=1))
    c.add("DTSTAMP", ctx.now.astimezone(timezone.utc))
    event.save()
    client = imap(ctx)
    amendment = fetch(client, "<sa2291-amendment-1@brightline-foods.example>")
    [pdf] = [p for p in amendment.iter_attachments() if p.get_filename() == "amendment-1.pdf"]
    letter = fetch(client, "<orchard-keller-1@keller-law.example>")
    client.logout()
    send(ctx, reply(letter, "Dear Dr Keller,\n\nplease find attached Amendment No. 1 to SA-2291 as signed by both "
                            "parties. We will revert on the talks separately.\n\nClara Moreno\n",
                    ("amendment-1.pdf", pdf.get_content())))
    return f"Deadline moved to {deadline} under Amendment No. 1."


def round_3(ctx):
    client = notion(ctx)
    reminders = {}
    for row in deadline_rows(client):
        due = date.fromisoformat(row["properties"]["Due"]["date"]["start"][:10])
        reminders[title(row)] = docket(client, title(row), due)
    day = reminders[SA2291]
    calendar = work_calendar(ctx)
    taken = busy(calendar, day) + [(datetime.combine(day, time(h, m), tzinfo=BERLIN),
                                    datetime.combine(day, time(h2, m2), tzinfo=BERLIN))
                                   for h, m, h2, m2 in ((9, 0, 10, 30), (12, 0, 13, 0))]  # Jana's email
    start = datetime.combine(day, time(9), tzinfo=BERLIN)
    while any(start < e and s < start + timedelta(minutes=30) for s, e in taken):
        start += timedelta(minutes=30)
    end = start + timedelta(minutes=30)
    calendar.save_event(vevent(ctx, "sa2291-sign-off@halemoreno.example", [
        "SUMMARY:SA-2291 notice sign-off",
        f"DTSTART;TZID=Europe/Berlin:{start:%Y%m%dT%H%M%S}", f"DTEND;TZID=Europe/Berlin:{end:%Y%m%dT%H%M%S}",
        f"ORGANIZER;CN=Clara Moreno:mailto:{CLARA}",
        f"ATTENDEE;CN=Clara Moreno;PARTSTAT=ACCEPTED:mailto:{CLARA}",
        f"ATTENDEE;CN=Jana Roth;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:{JANA}"]))
    return f"Reminders re-docketed (10 business days); sign-off call {start:%d %b %H:%M}."
