"""Check helpers over a `calendar` snapshot: events by UID or summary, days, overlaps, attendees.

Times are aware datetimes; `day=` means a day in the task's timezone (the snapshot carries it).
Recurring events are expanded with `recurring-ical-events` (RRULE, RDATE, EXDATE and
RECURRENCE-ID overrides, RFC 5545 §3.8.5) in each event's own zone, as RFC 5545 §3.3.5 defines
local time: a TZID's zone (DST kept right), UTC for UTC times, the task's zone for floating times
and for a TZID that names no zone the harness knows.
Lookups that find no event or several raise LookupError (a check that does so fails with that).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo

import icalendar
import recurring_ical_events

from clawmark.services.base import Snapshot
from clawmark.services.calendar.zones import known

INDEX = "X-CLAWMARK-INDEX"


@dataclass(frozen=True)
class Event:
    """One VEVENT as snapshotted (a master, or an override when `recurrence_id` is set).

    start/end: aware datetimes (UTC) for timed events, dates for all-day ones; floating times
    are read in the task's timezone (`floating`). attendees: email → PARTSTAT. origin: 'seed',
    'world' (an event or mutation added it) or 'agent'.
    """

    account: str
    calendar: str
    uid: str
    recurrence_id: str | None
    summary: str | None
    start: datetime | date
    end: datetime | date
    tzid: str | None
    location: str | None
    description: str | None
    status: str | None
    organizer: str | None
    attendees: dict[str, str]
    rrule: str | None
    exdate: tuple[str, ...]
    rdate: tuple[str, ...]
    categories: tuple[str, ...]
    origin: str
    floating: bool = False

    @property
    def cancelled(self) -> bool:
        """Whether STATUS is CANCELLED (the event stays on the calendar, as RFC 5546 cancels do).

        >>> state.calendar.event(summary="Site visit CLM-0900").cancelled
        True
        """
        return self.status == "CANCELLED"

    def partstat(self, email: str) -> str | None:
        """The attendee's PARTSTAT (e.g. 'DECLINED'), or None when `email` is not an attendee.

        >>> state.calendar.event(uid="call-clm-0900@harbor-mutual.example").partstat("Sam.Weber@harbor-mutual.example")
        'NEEDS-ACTION'
        """
        return self.attendees.get(email.lower())


@dataclass(frozen=True, order=True)
class Occurrence:
    """One occurrence of an event in time (start/end aware, in the task's timezone)."""

    start: datetime
    end: datetime
    event: Event = field(compare=False)

    def overlaps(self, other: Occurrence) -> bool:
        """Whether the two share any instant (touching ends do not overlap).

        >>> call, dentist, review = day1.calendar.events(day=date(2024, 6, 10))
        >>> dentist.overlaps(review), call.overlaps(dentist)
        (True, False)
        """
        return self.start < other.end and other.start < self.end


class CalendarView:
    """Read-only view of every calendar in the world, as snapshotted."""

    def __init__(self, snapshot: Snapshot):
        self.tz = ZoneInfo(snapshot.data["timezone"])
        self._events = [
            _event(cal["account"], cal["id"], record, self.tz)
            for cal in snapshot.data["calendars"] for record in cal["events"]
        ]
        self._names = {(c["account"], c["id"]): c["name"] for c in snapshot.data["calendars"]}
        self._between: dict[tuple, list[Occurrence]] = {}  # expanding recurrences is the costly part

    def calendars(self) -> list[tuple[str, str, str | None]]:
        """(account, calendar id, display name) of every calendar, sorted.

        >>> state.calendar.calendars()
        [('dana', 'work', 'Work')]
        """
        return [(a, c, name) for (a, c), name in sorted(self._names.items())]

    def all(self, account: str | None = None, calendar: str | None = None) -> list[Event]:
        """Every VEVENT (masters and overrides), optionally of one account or calendar.

        >>> [e.summary for e in state.calendar.all(calendar="work")]
        ['Call: Priya Raman', 'Claims review', 'Dentist', 'Site visit CLM-0900']
        """
        return [e for e in self._events if _in(e, account, calendar)]

    def find(self, summary: str, account: str | None = None, calendar: str | None = None) -> list[Event]:
        """Master events whose SUMMARY contains `summary` (case-insensitive).

        >>> [e.uid for e in state.calendar.find("visit")]
        ['site-visit-clm-0900@harbor-mutual.example']
        """
        needle = summary.casefold()
        return [e for e in self.all(account, calendar)
                if e.recurrence_id is None and needle in (e.summary or "").casefold()]

    def event(self, uid: str | None = None, summary: str | None = None,
              account: str | None = None, calendar: str | None = None) -> Event:
        """The one master event with this UID, or whose SUMMARY equals `summary` (case-insensitive).

        Raises LookupError when none or several match.

        >>> call = state.calendar.event(uid="call-clm-0900@harbor-mutual.example")
        >>> call.start.astimezone(BERLIN).isoformat(), call.organizer
        ('2024-06-12T09:00:00+02:00', 'dana.okafor@harbor-mutual.example')
        """
        if (uid is None) == (summary is None):
            raise ValueError("give exactly one of uid or summary")
        found = [e for e in self.all(account, calendar) if e.recurrence_id is None and (
            e.uid == uid if uid is not None else (e.summary or "").casefold() == summary.casefold())]
        if len(found) != 1:
            raise LookupError(f"{len(found)} events match {uid or summary!r}")
        return found[0]

    def attendee_status(self, uid: str, email: str) -> str | None:
        """PARTSTAT of `email` on the event `uid` (None when not an attendee); LookupError if no event.

        >>> state.calendar.attendee_status("claims-review@harbor-mutual.example", "dana.okafor@harbor-mutual.example")
        'ACCEPTED'
        """
        return self.event(uid=uid).partstat(email)

    def seeded(self) -> list[Event]:
        """Events from the task's seed (as they are now).

        >>> [e.summary for e in state.calendar.seeded()]
        ['Claims review', 'Dentist', 'Site visit CLM-0900']
        """
        return [e for e in self._events if e.origin == "seed"]

    def created_by_agent(self) -> list[Event]:
        """Events neither seeded nor added by an event or mutation.

        >>> [(e.summary, e.attendees["priya.raman@posteo.example"]) for e in state.calendar.created_by_agent()]
        [('Call: Priya Raman', 'NEEDS-ACTION')]
        """
        return [e for e in self._events if e.origin == "agent"]

    def between(self, start: datetime, end: datetime, account: str | None = None, calendar: str | None = None,
                cancelled: bool = False) -> list[Occurrence]:
        """Occurrences overlapping [start, end), recurrences expanded, sorted by start.

        Cancelled events (STATUS:CANCELLED) are left out unless `cancelled`.

        >>> week = datetime(2024, 6, 10, tzinfo=BERLIN)
        >>> [(o.start.strftime("%a %H:%M"), o.event.summary) for o in state.calendar.between(week, week + timedelta(days=5))]
        [('Mon 13:30', 'Dentist'), ('Mon 14:00', 'Claims review'), ('Wed 09:00', 'Call: Priya Raman')]
        """
        key = (start, end, account, calendar, cancelled)
        if key not in self._between:
            self._between[key] = self._expand(start, end, account, calendar, cancelled)
        return list(self._between[key])

    def _expand(self, start: datetime, end: datetime, account: str | None, calendar: str | None,
                cancelled: bool) -> list[Occurrence]:
        wanted = self.all(account, calendar)
        groups: dict[tuple[str, str], icalendar.Calendar] = {}
        for index, event in enumerate(wanted):  # one calendar each: a UID may be in several
            group = groups.setdefault((event.account, event.calendar), icalendar.Calendar())
            group.add_component(_component(event, index, self.tz))
        found = []
        for group in groups.values():
            for component in recurring_ical_events.of(group).between(start, end):
                event = wanted[int(component[INDEX])]
                if cancelled or not event.cancelled:
                    found.append(Occurrence(self._aware(component.decoded("DTSTART")),
                                            self._aware(component.decoded("DTEND")), event))
        return sorted(found)

    def events(self, day: date, account: str | None = None, calendar: str | None = None,
               cancelled: bool = False) -> list[Occurrence]:
        """Occurrences on `day` (in the task's timezone), recurrences expanded, sorted by start.

        >>> [o.event.summary for o in state.calendar.events(day=date(2024, 6, 12), cancelled=True)]
        ['Call: Priya Raman', 'Site visit CLM-0900']
        """
        start = datetime.combine(day, time(0), tzinfo=self.tz)
        return self.between(start, start + timedelta(days=1), account, calendar, cancelled)

    def overlaps(self, day: date, account: str | None = None, calendar: str | None = None
                 ) -> list[tuple[Occurrence, Occurrence]]:
        """Pairs of non-cancelled timed occurrences on `day` that overlap (double bookings).

        All-day events are left out: they mark a day, not a busy slot.

        >>> [(a.event.summary, b.event.summary) for a, b in day1.calendar.overlaps(date(2024, 6, 10))]
        [('Dentist', 'Claims review')]
        """
        timed = [o for o in self.events(day, account, calendar) if isinstance(o.event.start, datetime)]
        return [(a, b) for i, a in enumerate(timed) for b in timed[i + 1:] if a.overlaps(b)]

    def is_free(self, start: datetime, end: datetime, account: str | None = None) -> bool:
        """Whether no non-cancelled timed occurrence overlaps [start, end).

        >>> monday_one = datetime(2024, 6, 10, 13, tzinfo=BERLIN)
        >>> state.calendar.is_free(monday_one, monday_one + timedelta(minutes=30)), day1.calendar.is_free(monday_one, monday_one + timedelta(minutes=30))
        (True, False)
        """
        return not [o for o in self.between(start, end, account)
                    if isinstance(o.event.start, datetime) and o.start < end and start < o.end]

    def _aware(self, value: date | datetime) -> datetime:
        if not isinstance(value, datetime):
            return datetime.combine(value, time(0), tzinfo=self.tz)
        return value.astimezone(self.tz) if value.tzinfo else value.replace(tzinfo=self.tz)


def _in(event: Event, account: str | None, calendar: str | None) -> bool:
    return (account is None or event.account == account) and (calendar is None or event.calendar == calendar)


def _event(account: str, calendar: str, r: dict, tz: ZoneInfo) -> Event:
    return Event(
        account=account, calendar=calendar, uid=r["uid"], recurrence_id=r["recurrence_id"],
        summary=r["summary"], start=_parse(r["dtstart"], tz), end=_parse(r["dtend"], tz), tzid=r["tzid"],
        location=r["location"], description=r["description"], status=r["status"], organizer=r["organizer"],
        attendees={a["email"]: a["partstat"] for a in r["attendees"]}, rrule=r["rrule"],
        exdate=tuple(r["exdate"]), rdate=tuple(r["rdate"]), categories=tuple(r["categories"]), origin=r["origin"],
        floating=_is_floating(r["dtstart"]),
    )


def _is_floating(value: str) -> bool:
    """Whether a snapshot time is a floating DATE-TIME (neither a date nor zoned)."""
    return len(value) > 10 and not value.endswith("Z") and datetime.fromisoformat(value).tzinfo is None


def _parse(value: str, tz: ZoneInfo) -> datetime | date:
    """A snapshot time: 'YYYY-MM-DD' → date, '…Z' → UTC datetime, floating → task timezone
    (one with an offset, which UTC could not hold, keeps it)."""
    if len(value) == 10:
        return date.fromisoformat(value)
    if value.endswith("Z"):
        return datetime.fromisoformat(value[:-1]).replace(tzinfo=timezone.utc)
    parsed = datetime.fromisoformat(value)
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=tz)


def _zone(event: Event, tz: ZoneInfo) -> tzinfo:
    """The zone `event` recurs in (see the module docstring)."""
    if event.tzid:
        return known(event.tzid) or tz
    if event.floating or not isinstance(event.start, datetime):
        return tz
    return timezone.utc


def _local(value: datetime | date | str, zone: tzinfo, tz: ZoneInfo) -> datetime | date:
    value = _parse(value, tz) if isinstance(value, str) else value
    return value.astimezone(zone) if isinstance(value, datetime) else value


def _component(event: Event, index: int, tz: ZoneInfo) -> icalendar.Event:
    """A minimal VEVENT carrying what expansion needs, tagged with its index in the view."""
    zone = _zone(event, tz)
    component = icalendar.Event()
    component.add("UID", event.uid)
    component.add(INDEX, str(index))
    component.add("DTSTART", _local(event.start, zone, tz))
    component.add("DTEND", _local(event.end, zone, tz))
    if event.status:
        component.add("STATUS", event.status)
    if event.recurrence_id:
        component.add("RECURRENCE-ID", _local(event.recurrence_id, zone, tz))
    for rule in event.rrule.split("\r\n") if event.rrule else ():
        component.add("RRULE", icalendar.vRecur.from_ical(rule))
    for value in event.exdate:
        component.add("EXDATE", _local(value, zone, tz))
    for value in event.rdate:
        component.add("RDATE", _local(value, zone, tz))
    return component
