"""A CalDAV calendar (the `caldav` client, RFC 4791; events as iCalendar VEVENTs, RFC 5545):
find events, create them, move them keeping their attendees, cancel them, answer for an
attendee, and find free time.

    work = Calendar(ctx.env, name="Work", now=ctx.now)
    board = work.event(summary="Q1 board meeting")
    start = work.first_free(day_starts([date(2024, 3, 14)], time(9), time(18), timedelta(hours=2), BERLIN),
                            timedelta(hours=2), ignore_uid=uid(board))
    work.move(board, start, start + timedelta(hours=2), rsvp_again=True)

Every write stamps DTSTAMP with `now` (the universe's time for an oracle: caldav would stamp
the wall clock otherwise) and raises SEQUENCE as an organizer's change does (RFC 5546 §2.1.4).
Times are aware datetimes; a datetime in a ZoneInfo zone is stored with its TZID, a `date`
makes an all-day event.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, timezone, tzinfo
from email.utils import parseaddr

import caldav
import icalendar

from clawmark.oracle_kit.env import variables

Interval = tuple[datetime, datetime]


@dataclass(frozen=True)
class Attendee:
    """An invitee: `address` as `"Name <email>"` or a bare email, their PARTSTAT, and RSVP."""

    address: str
    partstat: str = "NEEDS-ACTION"
    rsvp: bool = True

    def property(self) -> icalendar.vCalAddress:
        """The ATTENDEE property (mailto: URI with CN, PARTSTAT and RSVP parameters)."""
        name, email = parseaddr(self.address)
        value = icalendar.vCalAddress(f"mailto:{email}")
        if name:
            value.params["CN"] = name
        value.params["PARTSTAT"] = self.partstat
        if self.rsvp and self.partstat == "NEEDS-ACTION":
            value.params["RSVP"] = "TRUE"
        return value


class Calendar:
    """One calendar of the agent's CalDAV account, from CLAWMARK_CALDAV_URL, _USERNAME and
    _PASSWORD in `env` (default os.environ): the one whose display name is `name`, else the
    first. `now`: the DTSTAMP of every write. Raises ServiceMissing without a calendar service."""

    def __init__(self, env: Mapping[str, str] | None = None, *, name: str | None = None, now: datetime):
        url, username, password = variables(env, "calendar", "CLAWMARK_CALDAV_URL", "CLAWMARK_CALDAV_USERNAME",
                                            "CLAWMARK_CALDAV_PASSWORD")
        principal = caldav.DAVClient(url=url, username=username, password=password).principal()
        self.calendar = principal.calendar(name=name) if name else principal.calendars()[0]
        self.now = now

    # reading ---------------------------------------------------------------------------------

    def events(self) -> list[caldav.Event]:
        """The stored events (recurring ones once, unexpanded)."""
        return self.calendar.events()

    def event(self, *, uid: str | None = None, summary: str | None = None) -> caldav.Event:
        """The one stored event with this UID and/or SUMMARY; raises LookupError."""
        def matches(e: caldav.Event) -> bool:
            return ((uid is None or str(e.icalendar_component.get("UID")) == uid)
                    and (summary is None or str(e.icalendar_component.get("SUMMARY")) == summary))

        stored = self.events()
        # Parsing every VEVENT was most of an oracle's time; parse only those whose text holds the values.
        found = [e for e in stored if _may_hold(e.data, uid, summary) and matches(e)]
        if len(found) != 1:
            found = [e for e in stored if matches(e)]
        if len(found) != 1:
            raise LookupError(f"{len(found)} events with uid={uid!r} summary={summary!r}")
        return found[0]

    def occurrences(self, start: datetime, end: datetime) -> list[icalendar.Event]:
        """The VEVENTs overlapping [start, end), recurrences expanded by the server
        (calendar-query with expand, RFC 4791 §9.6.5), cancelled ones included."""
        return [o.icalendar_component for o in self.calendar.search(start=start, end=end, event=True, expand=True)]

    def busy(self, start: datetime, end: datetime, *, ignore_uid: str | None = None) -> list[Interval]:
        """(start, end) of the timed occurrences in [start, end) that block time: not
        CANCELLED, not TRANSP:TRANSPARENT, not `ignore_uid`. All-day events (deadlines,
        holidays) do not count; look at them with `occurrences`."""
        found = []
        for c in self.occurrences(start, end):
            begins = c.decoded("DTSTART")
            if (str(c.get("UID")) == ignore_uid or str(c.get("STATUS", "")).upper() == "CANCELLED"
                    or str(c.get("TRANSP", "")).upper() == "TRANSPARENT" or not isinstance(begins, datetime)):
                continue
            found.append((begins, c.decoded("DTEND") if "DTEND" in c else begins + c.decoded("DURATION")))
        return found

    def is_free(self, start: datetime, end: datetime, *, ignore_uid: str | None = None,
                also_busy: Iterable[Interval] = ()) -> bool:
        """Whether nothing in `busy` (nor in `also_busy`, e.g. other people's times) overlaps [start, end)."""
        taken = [*self.busy(start, end, ignore_uid=ignore_uid), *also_busy]
        return not any(overlaps((start, end), other) for other in taken)

    def first_free(self, starts: Iterable[datetime], length: timedelta, *, ignore_uid: str | None = None,
                   also_busy: Iterable[Interval] = ()) -> datetime:
        """The first of `starts` (see day_starts) where `length` is free, reading each day's
        busy times once. Raises LookupError when none is."""
        extra, days = list(also_busy), {}
        for start in starts:
            if start.date() not in days:
                midnight = datetime.combine(start.date(), time(0), tzinfo=start.tzinfo)
                days[start.date()] = self.busy(midnight, midnight + timedelta(days=1), ignore_uid=ignore_uid) + extra
            if not any(overlaps((start, start + length), other) for other in days[start.date()]):
                return start
        raise LookupError(f"no free {length} among the candidate starts")

    # writing ---------------------------------------------------------------------------------

    def create(self, uid: str, summary: str, start: datetime | date, end: datetime | date, *,
               location: str | None = None, description: str | None = None, organizer: str | None = None,
               attendees: Iterable[Attendee | str] = ()) -> caldav.Event:
        """Save a new VEVENT (or replace the one this client saved under `uid`). organizer:
        `"Name <email>"`; attendees: Attendee or address strings (NEEDS-ACTION, RSVP)."""
        event = icalendar.Event()
        event.add("UID", uid)
        event.add("DTSTAMP", self._stamp())
        event.add("SUMMARY", summary)
        event.add("DTSTART", start)
        event.add("DTEND", end)
        for name, text in (("LOCATION", location), ("DESCRIPTION", description)):
            if text is not None:
                event.add(name, text)
        if organizer:
            name, email = parseaddr(organizer)
            event.add("ORGANIZER", icalendar.vCalAddress(f"mailto:{email}"), parameters={"CN": name} if name else None)
        for attendee in attendees:
            event.add("ATTENDEE", (attendee if isinstance(attendee, Attendee) else Attendee(attendee)).property())
        wrapper = icalendar.Calendar()
        wrapper.add("PRODID", "-//ClawMark oracle kit//EN")
        wrapper.add("VERSION", "2.0")
        wrapper.add_component(event)
        return self.calendar.save_event(wrapper.to_ical().decode())

    def move(self, event: caldav.Event, start: datetime | date, end: datetime | date, *,
             rsvp_again: bool = False) -> None:
        """Give `event` a new start and end, keeping everything else (attendees, location, …).
        rsvp_again: every attendee but the organizer is asked again (PARTSTAT NEEDS-ACTION)."""
        c = event.icalendar_component
        for name in ("DTSTART", "DTEND", "DURATION"):
            c.pop(name, None)
        c.add("DTSTART", start)
        c.add("DTEND", end)
        if rsvp_again:
            organizer = address(c["ORGANIZER"]) if "ORGANIZER" in c else None
            for attendee in _listed(c, "ATTENDEE"):
                if address(attendee) != organizer:
                    attendee.params["PARTSTAT"] = "NEEDS-ACTION"
                    attendee.params["RSVP"] = "TRUE"
        self._save(event)

    def update(self, event: caldav.Event, **properties: str | None) -> None:
        """Set text properties by lower-case name (`location="Boardroom 3"`, `summary=…`,
        `description=…`); None removes one."""
        c = event.icalendar_component
        for name, text in properties.items():
            c.pop(name.upper(), None)
            if text is not None:
                c.add(name.upper(), text)
        self._save(event)

    def cancel(self, event: caldav.Event) -> None:
        """Mark `event` STATUS:CANCELLED (it stays on the calendar, as RFC 5546 cancels do)."""
        self.update(event, status="CANCELLED")

    def answer(self, event: caldav.Event, email: str, partstat: str) -> None:
        """Record the attendee `email`'s answer (ACCEPTED, DECLINED, TENTATIVE); raises KeyError
        when they are not invited."""
        [attendee] = [a for a in _listed(event.icalendar_component, "ATTENDEE") if address(a) == email.lower()] or [None]
        if attendee is None:
            raise KeyError(f"{email} is not an attendee of {uid(event)}")
        attendee.params["PARTSTAT"] = partstat
        attendee.params.pop("RSVP", None)
        self._save(event)

    def invite(self, event: caldav.Event, attendee: Attendee | str) -> None:
        """Add an attendee to `event` (NEEDS-ACTION, RSVP unless the Attendee says otherwise)."""
        event.icalendar_component.add("ATTENDEE", (attendee if isinstance(attendee, Attendee) else Attendee(attendee)).property())
        self._save(event)

    def delete(self, event: caldav.Event) -> None:
        """Remove `event` from the calendar (HTTP DELETE of its resource)."""
        event.delete()

    def _save(self, event: caldav.Event) -> None:
        c = event.icalendar_component
        sequence = int(c.get("SEQUENCE", 0)) + 1
        for name in ("DTSTAMP", "SEQUENCE"):
            c.pop(name, None)
        c.add("DTSTAMP", self._stamp())
        c.add("SEQUENCE", sequence)
        event.save()

    def _stamp(self) -> datetime:
        return self.now.astimezone(timezone.utc)


def day_starts(days: Iterable[date], first: time, last: time | None, length: timedelta, tz: tzinfo,
               step: timedelta = timedelta(minutes=30)) -> Iterator[datetime]:
    """Candidate starts: on each of `days`, from `first` every `step`, while a meeting of `length`
    ends by `last` (None: by midnight), as aware datetimes in `tz`."""
    for day in days:
        start = datetime.combine(day, first, tzinfo=tz)
        close = datetime.combine(day, last, tzinfo=tz) if last else datetime.combine(day + timedelta(days=1), time(0), tzinfo=tz)
        while start + length <= close:
            yield start
            start += step


def overlaps(a: Interval, b: Interval) -> bool:
    """Whether two [start, end) intervals share time."""
    return a[0] < b[1] and b[0] < a[1]


def uid(event: caldav.Event) -> str:
    """The event's UID."""
    return str(event.icalendar_component["UID"])


def when(event: caldav.Event | icalendar.Event) -> tuple[datetime | date, datetime | date]:
    """(DTSTART, DTEND) of a stored event or of an occurrence component."""
    c = event.icalendar_component if isinstance(event, caldav.CalendarObjectResource) else event
    start = c.decoded("DTSTART")
    return start, c.decoded("DTEND") if "DTEND" in c else start + c.decoded("DURATION")


def attendees(event: caldav.Event) -> dict[str, str]:
    """email (lower case) → PARTSTAT of each ATTENDEE (NEEDS-ACTION when it has none)."""
    return {address(a): str(a.params.get("PARTSTAT", "NEEDS-ACTION")).upper()
            for a in _listed(event.icalendar_component, "ATTENDEE")}


def address(value) -> str:
    """A CAL-ADDRESS as a lower-case email, without `mailto:`."""
    text = str(value).strip()
    return (text[7:] if text.lower().startswith("mailto:") else text).lower()


def _may_hold(data: str, *values: str | None) -> bool:
    """Whether unfolded iCalendar text (RFC 5545 §3.1) holds each value literally; True for a
    value that TEXT escaping (§3.3.11) would change."""
    text = _FOLD.sub("", data)
    return all(v is None or any(c in v for c in "\\;,\n") or v in text for v in values)


_FOLD = re.compile(r"\r?\n[ \t]")


def _listed(component, name: str) -> list:
    value = component.get(name, [])
    return value if isinstance(value, list) else [value]
