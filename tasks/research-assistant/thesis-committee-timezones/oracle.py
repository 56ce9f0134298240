"""Reference solution of research-assistant/thesis-committee-timezones: the programme coordinator
reads the committee's unavailability (Notion API) and the room's bookings (CalDAV), finds the
earliest 2-hour slot that the handbook allows in every member's own time zone (zoneinfo: New
York is already on summer time in the week of 18 March, Oslo is not), books or moves the one
defence event, records it in `Defences`, and mails the candidate and the examiners (SMTP), all
through the oracle kit.

What only Okoro's timetable screenshot says is written as read (artifacts/okoro-timetable.png,
OCR): a new class on Thu 21 Mar, 07:30-09:00 US Eastern, from day 3 on.
"""

import re
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Kit, value
from clawmark.oracle_kit.calendar import Attendee, day_starts, when

OSLO = ZoneInfo("Europe/Oslo")
WEEK = [date(2024, 3, 18) + timedelta(days=i) for i in range(5)]
LENGTH = timedelta(hours=2)
UID = "phd-defence-meyer@vestfjord-uni.example"
SUMMARY = "PhD defence: Lukas Meyer"
OKORO_TIMETABLE = [(date(2024, 3, 21), time(7, 30), time(9, 0))]  # the screenshot's new Thursday class
SPAN = re.compile(r"(?:Mon|Tue|Wed|Thu|Fri) (\d+) Mar (?:(\d\d:\d\d)-(\d\d:\d\d)|from (\d\d:\d\d)|after (\d\d:\d\d)|all day)")


def clock(text: str) -> time:
    return time.fromisoformat(text)


def unavailable(text: str, tz: ZoneInfo) -> list[tuple[datetime, datetime]]:
    """A member's 'Unavailable (local time)' text as aware intervals (March 2024)."""
    out = []
    for day, start, end, since, after in SPAN.findall(text or ""):
        d = date(2024, 3, int(day))
        first = clock(start or since or after) if (start or since or after) else time(0)
        last = datetime.combine(d + timedelta(days=1), time(0), tzinfo=tz) if not end else datetime.combine(d, clock(end), tzinfo=tz)
        out.append((datetime.combine(d, first, tzinfo=tz), last))
    return out


def outside_hours(tz: ZoneInfo) -> list[tuple[datetime, datetime]]:
    """Each week day's times outside 08:00-20:00 in `tz` (the offset of that date, DST included)."""
    return [iv for d in WEEK for iv in ((datetime.combine(d, time(0), tzinfo=tz), datetime.combine(d, time(8), tzinfo=tz)),
                                        (datetime.combine(d, time(20), tzinfo=tz), datetime.combine(d + timedelta(days=1), time(0), tzinfo=tz)))]


def committee(kit: Kit) -> list[dict]:
    return [{"name": value(r, "Member"), "email": value(r, "Email"), "zone": ZoneInfo(value(r, "Time zone").strip()),
             "role": value(r, "Role"), "busy": value(r, "Unavailable (local time)")} for r in kit.kb.rows("Committee availability")]


def first_slot(kit: Kit, members: list[dict], extra_busy=()) -> datetime:
    busy = list(extra_busy)
    for m in members:
        busy += unavailable(m["busy"], m["zone"])
        if m["zone"] != OSLO:
            busy += outside_hours(m["zone"])
    room = kit.calendar("Aud. 2 bookings")
    return room.first_free(day_starts(WEEK, time(9), time(17), LENGTH, OSLO), LENGTH, ignore_uid=UID, also_busy=busy)


def okoro_classes() -> list[tuple[datetime, datetime]]:
    ny = ZoneInfo("America/New_York")
    return [(datetime.combine(d, a, tzinfo=ny), datetime.combine(d, b, tzinfo=ny)) for d, a, b in OKORO_TIMETABLE]


def local_times(start: datetime, members: list[dict]) -> str:
    return "; ".join(f"{m['name']}: {start.astimezone(m['zone']):%H:%M} your time ({m['zone'].key})"
                     for m in members if m["zone"] != OSLO and m["role"] != "Candidate")


def book(kit: Kit, start: datetime, members: list[dict]) -> bool:
    """Create the defence event or move it to `start`; True when it changed."""
    room = kit.calendar("Aud. 2 bookings")
    try:
        event = room.event(uid=UID)
    except LookupError:
        room.create(UID, SUMMARY, start, start + LENGTH, location="Aud. 2",
                    organizer="Graduate school office <grad.office@vestfjord-uni.example>",
                    attendees=[Attendee(m["email"], m["name"]) for m in members])
        return True
    if event.icalendar_component.decoded("DTSTART") == start:
        return False
    room.move(event, start, start + LENGTH, rsvp_again=True)
    return True


def record(kit: Kit, start: datetime, status: str) -> None:
    kit.kb.update(kit.kb.row("Defences", "Lukas Meyer"), {"Start": start, "Status": status})


def announce(kit: Kit, start: datetime, members: list[dict], subject: str) -> None:
    when = f"{start:%A %d %B %Y}, {start:%H:%M}-{start + LENGTH:%H:%M} Oslo time, Aud. 2 (video for remote members)"
    kit.mail.send(kit.mail.compose([f"{m['name']} <{m['email']}>" for m in members], subject,
                                   f"Dear all,\n\nLukas Meyer's PhD defence: {when}.\n{local_times(start, members)}.\n\n"
                                   "Graduate school office\n"))


def keep_right(ctx, extra_busy=()) -> str:
    kit = Kit(ctx, name="Graduate school office")
    members = committee(kit)
    start = first_slot(kit, members, extra_busy)
    if book(kit, start, members):
        announce(kit, start, members, "PhD defence: Lukas Meyer - new time")
    record(kit, start, "Scheduled")
    return f"Defence at {start.isoformat()}."


def round_1(ctx):
    kit = Kit(ctx, name="Graduate school office")
    members = committee(kit)
    start = first_slot(kit, members)
    book(kit, start, members)
    record(kit, start, "Scheduled")
    announce(kit, start, members, "PhD defence: Lukas Meyer")
    return f"Booked {start.isoformat()}."


def round_2(ctx):
    return keep_right(ctx)


def round_3(ctx):
    return keep_right(ctx, okoro_classes())


def round_4(ctx):
    kit = Kit(ctx, name="Graduate school office")
    members = committee(kit)
    start = first_slot(kit, members, okoro_classes())
    record(kit, start, "Confirmed")
    announce(kit, start, members, "PhD defence: Lukas Meyer - confirmed")
    return f"Confirmed {start.isoformat()}."
