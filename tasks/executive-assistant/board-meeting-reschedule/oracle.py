"""Reference solution: an assistant working through CalDAV (the `caldav` client) and the workspace.

Mail goes out over SMTP (smtplib). It finds free slots the way the prompts define them: Maren's busy times from her calendar
(recurrences expanded by the server, cancelled events ignored) plus the board members' busy
times from board/availability.csv, first fit on the half hour between 09:00 and 18:00.
"""

import csv
import json
import smtplib
from datetime import date, datetime, time, timedelta, timezone
from email.message import EmailMessage
from pathlib import Path
from zoneinfo import ZoneInfo

import caldav

BERLIN = ZoneInfo("Europe/Berlin")
MAREN = "maren.lindqvist@northwind.example"
JONAS = "jonas.weber@northwind.example"


def work_calendar(ctx):
    env = ctx.env
    client = caldav.DAVClient(url=env["CLAWMARK_CALDAV_URL"], username=env["CLAWMARK_CALDAV_USERNAME"],
                              password=env["CLAWMARK_CALDAV_PASSWORD"])
    return client.principal().calendar(name="Work")


def by_summary(calendar, summary: str):
    """The stored (unexpanded) event whose SUMMARY is `summary`."""
    (found,) = [e for e in calendar.events() if str(e.icalendar_component.get("SUMMARY")) == summary]
    return found


def email(address) -> str:
    return str(address).lower().removeprefix("mailto:")


def attendees(component) -> list:
    value = component.get("ATTENDEE", [])
    return value if isinstance(value, list) else [value]


def maren_busy(calendar, day: date, ignore_uid: str) -> list[tuple[datetime, datetime]]:
    start = datetime.combine(day, time(0), tzinfo=BERLIN)
    busy = []
    for occurrence in calendar.search(start=start, end=start + timedelta(days=1), event=True, expand=True):
        c = occurrence.icalendar_component
        if str(c.get("UID")) == ignore_uid or str(c.get("STATUS", "")).upper() == "CANCELLED":
            continue
        busy.append((c.decoded("DTSTART"), c.decoded("DTEND")))
    return busy


def members_busy(ctx, emails: set[str], day: date) -> list[tuple[datetime, datetime]]:
    with open(Path(ctx.workspace) / "board/availability.csv", newline="") as f:
        rows = [r for r in csv.DictReader(f) if r["email"].lower() in emails and r["date"] == day.isoformat()]
    return [(datetime.combine(day, time.fromisoformat(r["busy_from"]), tzinfo=BERLIN),
             datetime.combine(day, time.fromisoformat(r["busy_to"]), tzinfo=BERLIN)) for r in rows]


def first_free(ctx, calendar, days: list[date], length: timedelta, emails: set[str], ignore_uid: str):
    """The earliest (start, end) on the half hour, 09:00–18:00, free for Maren and `emails`."""
    for day in days:
        busy = maren_busy(calendar, day, ignore_uid) + members_busy(ctx, emails, day)
        start = datetime.combine(day, time(9), tzinfo=BERLIN)
        while start + length <= datetime.combine(day, time(18), tzinfo=BERLIN):
            if all(not (start < b_end and b_start < start + length) for b_start, b_end in busy):
                return start, start + length
            start += timedelta(minutes=30)
    raise LookupError("no free slot")


def move(event, start: datetime, end: datetime, stamp: datetime) -> None:
    c = event.icalendar_component
    sequence = int(c.get("SEQUENCE", 0)) + 1
    for name in ("DTSTART", "DTEND", "DTSTAMP", "SEQUENCE"):
        c.pop(name, None)
    c.add("DTSTART", start)
    c.add("DTEND", end)
    c.add("DTSTAMP", stamp.astimezone(timezone.utc))
    c.add("SEQUENCE", sequence)


def round_1(ctx):
    calendar = work_calendar(ctx)
    board = by_summary(calendar, "Q1 board meeting")
    board.icalendar_component.pop("LOCATION", None)
    board.icalendar_component.add("LOCATION", "Boardroom 3")  # the room on the scanned booking form RB-0314
    board.save()
    start, end = first_free(ctx, calendar, [date(2024, 3, 13)], timedelta(minutes=45), {JONAS}, "")
    stamp = ctx.now.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    calendar.save_event(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//ClawMark oracle//EN\r\nBEGIN:VEVENT\r\n"
        "UID:board-prep-2024-03-13@northwind.example\r\n"
        f"DTSTAMP:{stamp}\r\nSUMMARY:Board prep: Maren / Jonas\r\n"
        f"DTSTART;TZID=Europe/Berlin:{start:%Y%m%dT%H%M%S}\r\nDTEND;TZID=Europe/Berlin:{end:%Y%m%dT%H%M%S}\r\n"
        f"ORGANIZER;CN=Maren Lindqvist:mailto:{MAREN}\r\n"
        f"ATTENDEE;CN=Maren Lindqvist;PARTSTAT=ACCEPTED:mailto:{MAREN}\r\n"
        f"ATTENDEE;CN=Jonas Weber;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:{JONAS}\r\n"
        "END:VEVENT\r\nEND:VCALENDAR\r\n")
    return f"Boardroom 3 set; prep meeting booked {start:%a %H:%M}."


def round_2(ctx):
    calendar = work_calendar(ctx)
    audit = by_summary(calendar, "Audit committee call")
    for attendee in attendees(audit.icalendar_component):
        if email(attendee) == MAREN:
            attendee.params["PARTSTAT"] = "ACCEPTED"
    audit.save()
    prep = by_summary(calendar, "Board prep: Maren / Jonas")
    uid = str(prep.icalendar_component["UID"])
    start, end = first_free(ctx, calendar, [date(2024, 3, 13)], timedelta(minutes=45), {JONAS}, uid)
    move(prep, start, end, ctx.now)
    prep.save()
    return f"Audit call accepted; prep meeting moved to {start:%H:%M}."


def round_3(ctx):
    calendar = work_calendar(ctx)
    board = by_summary(calendar, "Q1 board meeting")
    c = board.icalendar_component
    uid = str(c["UID"])
    invited = {email(a) for a in attendees(c)}
    start, end = c.decoded("DTSTART"), c.decoded("DTEND")
    declined = [email(a) for a in attendees(c) if str(a.params.get("PARTSTAT", "")).upper() == "DECLINED"]
    clash = any(s < end and start < e for s, e in members_busy(ctx, invited - {MAREN}, start.date()))
    if not declined and not clash:
        return "The board meeting still works for everyone."
    days = [date(2024, 3, 14), date(2024, 3, 15)]
    new_start, new_end = first_free(ctx, calendar, days, end - start, invited - {MAREN}, uid)
    move(board, new_start, new_end, ctx.now)
    for attendee in attendees(c):
        attendee.params["PARTSTAT"] = "ACCEPTED" if email(attendee) == MAREN else "NEEDS-ACTION"
    board.save()
    notice = {"uid": uid, "start": new_start.isoformat(), "end": new_end.isoformat(),
              "notify": sorted(invited - {MAREN})}
    (Path(ctx.workspace) / "board/reschedule-notice.json").write_text(json.dumps(notice, indent=2) + "\n")
    tell_attendees(ctx, notice["notify"], new_start, new_end)
    return f"Board meeting moved to {new_start:%a %d %b %H:%M} (declined: {', '.join(declined) or 'none'})."


def tell_attendees(ctx, to: list[str], start: datetime, end: datetime) -> None:
    message = EmailMessage()
    message["From"] = f"Maren Lindqvist <{ctx.env['CLAWMARK_MAIL_ADDRESS']}>"
    message["To"] = ", ".join(to)
    message["Subject"] = "Q1 board meeting moved"
    message["Message-ID"] = "<q1-board-moved@northwind.example>"
    message.set_content(f"Dear all,\n\nthe Q1 board meeting moves to {start:%A %d %B, %H:%M}-{end:%H:%M} "
                        f"in Boardroom 3. Please confirm on the invitation.\n\nMaren's office\n")
    with smtplib.SMTP(ctx.env["CLAWMARK_MAIL_HOST"], int(ctx.env["CLAWMARK_MAIL_SMTP_PORT"])) as smtp:
        smtp.login(ctx.env["CLAWMARK_MAIL_ADDRESS"], ctx.env["CLAWMARK_MAIL_PASSWORD"])
        smtp.send_message(message)
