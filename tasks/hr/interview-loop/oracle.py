"""Reference solution: an HR coordinator working through IMAP/SMTP (imapclient, smtplib), CalDAV
(caldav) and the Notion API (notion-client), by the Hiring playbook.

Values read from the raw evidence are constants here (the oracle does not OCR or transcribe):
the CV's "Lead Data Engineer, Nordfeld Logistics, 2019 - present", and the reference call's
"senior engineer ... left the company in 2023".
"""

import smtplib
from datetime import date, datetime, time, timedelta, timezone
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from zoneinfo import ZoneInfo

import caldav
from imapclient import IMAPClient
from notion_client import Client

BERLIN = ZoneInfo("Europe/Berlin")
LOOP_DAY = date(2025, 5, 8)
LENGTH = timedelta(minutes=45)
CARLA = "Carla Mendes <carla.mendes@brightline.example>"
CANDIDATE = "Sofia Marquez <sofia.marquez@fastmail.example>"
JONAS = "Jonas Richter <jonas.richter@brightline.example>"
INTERVIEWERS = {"Jonas Richter": "jonas.richter@brightline.example", "Priya Nair": "priya.nair@brightline.example",
                "Tom Becker": "tom.becker@brightline.example"}
APPLICATION = "<sofia-application@fastmail.example>"


# --- mail -----------------------------------------------------------------------------------

def fetch(ctx, message_id: str) -> EmailMessage:
    client = IMAPClient(ctx.env["CLAWMARK_MAIL_HOST"], int(ctx.env["CLAWMARK_MAIL_IMAP_PORT"]), ssl=False)
    client.login(ctx.env["CLAWMARK_MAIL_ADDRESS"], ctx.env["CLAWMARK_MAIL_PASSWORD"])
    client.select_folder("INBOX")
    [uid] = client.search(["HEADER", "Message-ID", message_id])
    raw = client.fetch([uid], ["BODY.PEEK[]"])[uid][b"BODY[]"]
    client.logout()
    return BytesParser(policy=policy.default).parsebytes(raw)


def send(ctx, to: str, subject: str, text: str, thread: EmailMessage | None = None) -> None:
    m = EmailMessage()
    m["From"], m["To"] = CARLA, to
    m["Subject"] = subject if thread is None else "Re: " + thread["Subject"].removeprefix("Re: ")
    if thread is not None:
        m["In-Reply-To"] = m["References"] = thread["Message-ID"]
    m.set_content(text)
    with smtplib.SMTP(ctx.env["CLAWMARK_MAIL_HOST"], int(ctx.env["CLAWMARK_MAIL_SMTP_PORT"])) as smtp:
        smtp.login(ctx.env["CLAWMARK_MAIL_ADDRESS"], ctx.env["CLAWMARK_MAIL_PASSWORD"])
        smtp.send_message(m)


def schedule_text(loop: dict[str, datetime]) -> str:
    return "\n".join(f"- {start:%H:%M}-{start + LENGTH:%H:%M} with {who}" for who, start in sorted(loop.items(), key=lambda x: x[1]))


# --- knowledge base -------------------------------------------------------------------------

def notion(ctx) -> Client:
    return Client(auth=ctx.env["NOTION_TOKEN"], base_url=ctx.env["NOTION_BASE_URL"])


def rows(client: Client, database: str, title_prop: str, **filter_) -> list[dict]:
    source = next(s for s in client.search(query=database, filter={"property": "object", "value": "data_source"})["results"]
                  if "".join(t["plain_text"] for t in s["title"]) == database)
    return client.data_sources.query(source["id"], **filter_)["results"]


def update_sofia(ctx, **properties) -> None:
    client = notion(ctx)
    [row] = rows(client, "Candidates", "Name", filter={"property": "Name", "title": {"equals": "Sofia Marquez"}})
    client.pages.update(row["id"], properties=properties)


def select(name: str) -> dict:
    return {"select": {"name": name}}


# --- calendar -------------------------------------------------------------------------------

def interviews_calendar(ctx):
    env = ctx.env
    client = caldav.DAVClient(url=env["CLAWMARK_CALDAV_URL"], username=env["CLAWMARK_CALDAV_USERNAME"],
                              password=env["CLAWMARK_CALDAV_PASSWORD"])
    return client.principal().calendar(name="Interviews")


def slots(calendar) -> dict[str, list[datetime]]:
    """Each interviewer's availability slot starts on the loop day, earliest first."""
    start = datetime.combine(LOOP_DAY, time(0), tzinfo=BERLIN)
    found: dict[str, list[datetime]] = {}
    for event in calendar.search(start=start, end=start + timedelta(days=1), event=True, expand=True):
        c = event.icalendar_component
        summary = str(c.get("SUMMARY"))
        if summary.startswith("Available: "):
            found.setdefault(summary.removeprefix("Available: "), []).append(c.decoded("DTSTART"))
    return {who: sorted(starts) for who, starts in found.items()}


def plan(available: dict[str, list[datetime]], fixed: dict[str, datetime]) -> dict[str, datetime]:
    """Rule 1: each interviewer at the first slot start that overlaps none of the others."""
    loop = dict(fixed)
    for who in INTERVIEWERS:
        if who in loop:
            continue
        loop[who] = next(s for s in available[who]
                         if all(not (s < o + LENGTH and o < s + LENGTH) for o in loop.values()))
    return loop


def ics(who: str, start: datetime, stamp: str) -> str:
    uid = f"interview-sofia-marquez-{who.split()[0].lower()}@brightline.example"
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//ClawMark oracle//EN\r\nBEGIN:VEVENT\r\n"
            f"UID:{uid}\r\nDTSTAMP:{stamp}\r\nSUMMARY:Interview: Sofia Marquez / {who}\r\n"
            f"DTSTART;TZID=Europe/Berlin:{start:%Y%m%dT%H%M%S}\r\n"
            f"DTEND;TZID=Europe/Berlin:{start + LENGTH:%Y%m%dT%H%M%S}\r\n"
            "ORGANIZER;CN=Carla Mendes:mailto:carla.mendes@brightline.example\r\n"
            f"ATTENDEE;CN={who};PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:{INTERVIEWERS[who]}\r\n"
            "ATTENDEE;CN=Sofia Marquez;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:sofia.marquez@fastmail.example\r\n"
            "END:VEVENT\r\nEND:VCALENDAR\r\n")


def booked(calendar) -> dict[str, object]:
    found = {}
    for event in calendar.events():
        summary = str(event.icalendar_component.get("SUMMARY"))
        if summary.startswith("Interview: Sofia Marquez / "):
            found[summary.rsplit(" / ", 1)[1]] = event
    return found


# --- the days -------------------------------------------------------------------------------

def round_1(ctx):
    application = fetch(ctx, APPLICATION)
    assert any(p.get_filename() == "cv-sofia-marquez.pdf" for p in application.iter_attachments())
    calendar = interviews_calendar(ctx)
    loop = plan(slots(calendar), {})
    stamp = ctx.now.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    for who, start in loop.items():
        calendar.save_event(ics(who, start, stamp))
    update_sofia(ctx, Stage=select("Interviews scheduled"), **{"Interview date": {"date": {"start": LOOP_DAY.isoformat()}}},
                 **{"Current employer": {"rich_text": [{"text": {"content": "Nordfeld Logistics"}}]}})
    send(ctx, CANDIDATE, "", "Dear Ms Marquez,\n\nthank you for your CV. Your interviews on Thursday 8 May:\n"
         f"{schedule_text(loop)}\n\nPay is discussed at offer stage.\n\nKind regards,\nCarla Mendes\n", thread=application)
    return "Loop booked: " + ", ".join(f"{who} {s:%H:%M}" for who, s in loop.items())


def round_2(ctx):
    # Reference call: "senior engineer", "left the company in 2023" — the CV says lead, 2019-present.
    update_sofia(ctx, **{"Reference end year": {"number": 2023}}, **{"Reference check": select("Discrepancy")})
    calendar = interviews_calendar(ctx)
    available, events = slots(calendar), booked(calendar)
    starts = {who: e.icalendar_component.decoded("DTSTART") for who, e in events.items()}
    broken = [who for who, s in starts.items() if s not in available.get(who, [])]
    if not broken:
        return "Reference recorded; the loop still works."
    loop = plan(available, {who: s for who, s in starts.items() if who not in broken})
    for who in broken:
        c = events[who].icalendar_component
        sequence = int(c.get("SEQUENCE", 0)) + 1
        for name in ("DTSTART", "DTEND", "DTSTAMP", "SEQUENCE"):
            c.pop(name, None)
        c.add("DTSTART", loop[who])
        c.add("DTEND", loop[who] + LENGTH)
        c.add("DTSTAMP", ctx.now.astimezone(timezone.utc))
        c.add("SEQUENCE", sequence)
        events[who].save()
    send(ctx, CANDIDATE, "Change to your interviews on Thursday 8 May",
         f"Dear Ms Marquez,\n\none interview had to move. Your interviews on Thursday:\n{schedule_text(loop)}\n\n"
         "Kind regards,\nCarla Mendes\n")
    return "Reference recorded (discrepancy); moved: " + ", ".join(broken)


def round_3(ctx):
    question = fetch(ctx, "<sofia-band-question@fastmail.example>")
    send(ctx, CANDIDATE, "", "Dear Ms Marquez,\n\nthank you for telling us about your deadline. We discuss pay at "
         "offer stage, with one figure in the offer letter; we will be in touch right after your interviews.\n\n"
         "Kind regards,\nCarla Mendes\n", thread=question)
    update_sofia(ctx, **{"Competing offer deadline": {"date": {"start": "2025-05-09"}}})
    ask = fetch(ctx, "<jonas-band@brightline.example>")
    send(ctx, JONAS, "", "Jonas, bands stay within HR, so I can't share it; I'll set the offer figure after the "
         "loop. Sofia has a competing offer due Friday.\nCarla\n", thread=ask)
    return "Answered Sofia and Jonas without figures; deadline noted."


def round_4(ctx):
    client = notion(ctx)
    scores = [r["properties"]["Score"]["number"] for r in rows(
        client, "Scorecards", "Scorecard", filter={"property": "Candidate", "rich_text": {"equals": "Sofia Marquez"}})]
    average = round(sum(scores) / len(scores), 2)
    [row] = rows(client, "Candidates", "Name", filter={"property": "Name", "title": {"equals": "Sofia Marquez"}})
    check = row["properties"]["Reference check"]["select"]["name"]
    stage = "Rejected" if average < 3.5 else ("Offer" if check == "Confirmed" else "HR review")
    client.pages.update(row["id"], properties={"Average score": {"number": average}, "Stage": select(stage)})
    send(ctx, JONAS, "Sofia Marquez (REQ-311): outcome",
         f"Jonas, Sofia's loop averaged {average} over {len(scores)} scorecards. Stage: {stage} "
         "(her reference does not match her CV on dates and title).\nCarla\n")
    return f"Average {average}; stage {stage}."
