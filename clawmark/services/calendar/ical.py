"""iCalendar (RFC 5545) text in and out: parse, split into CalDAV items, stamp, serialise.

A CalDAV calendar object resource holds the components of exactly one UID (RFC 4791 §4.1):
the master VEVENT and any overrides (RECURRENCE-ID), plus the VTIMEZONEs they use. Every
component the harness writes gets DTSTAMP from the universe clock, so nothing stored depends
on the wall clock (caldav and Radicale would otherwise stamp it with the real time).
"""

from __future__ import annotations

from datetime import datetime, timezone

import icalendar

from clawmark.endpoint import ServiceError
from clawmark.services.calendar.zones import vtimezone

PRODID = "-//ClawMark//calendar//EN"


def parse(text: str | bytes, where: str) -> icalendar.Calendar:
    """A VCALENDAR from `text`; raises ServiceError naming `where` when it is not one."""
    try:
        calendar = icalendar.Calendar.from_ical(text)
    except ValueError as e:
        raise ServiceError(f"{where}: not valid iCalendar: {e}") from None
    if calendar.name != "VCALENDAR":
        raise ServiceError(f"{where}: expected a VCALENDAR, found {calendar.name}")
    return calendar


def events_by_uid(calendar: icalendar.Calendar, where: str) -> dict[str, list[icalendar.Event]]:
    """The calendar's VEVENTs grouped by UID, in file order.

    Raises ServiceError naming `where` for a VEVENT without UID or DTSTART (RFC 5545 §3.6.1).
    """
    grouped: dict[str, list[icalendar.Event]] = {}
    for n, event in enumerate(calendar.walk("VEVENT"), 1):
        uid = str(event.get("UID", "")).strip()
        if not uid:
            raise ServiceError(f"{where}: VEVENT #{n} has no UID")
        if "DTSTART" not in event:
            raise ServiceError(f"{where}: VEVENT {uid} has no DTSTART")
        grouped.setdefault(uid, []).append(event)
    return grouped


def utc_stamp(moment: datetime) -> datetime:
    """An aware instant as a UTC datetime (DTSTAMP and LAST-MODIFIED must be UTC, RFC 5545 §3.8.7)."""
    return moment.astimezone(timezone.utc)


def set_stamp(event: icalendar.Event, moment: datetime) -> None:
    """Replace the VEVENT's DTSTAMP with `moment` (in UTC)."""
    event.pop("DTSTAMP", None)
    event.add("DTSTAMP", utc_stamp(moment))


def item(components: list[icalendar.Event], source: icalendar.Calendar | None = None) -> bytes:
    """One calendar object resource: a VCALENDAR with `components` and the VTIMEZONEs they use.

    VTIMEZONEs come from `source` (the file the components were read from) when it defines
    them, else from the IANA database; raises ServiceError for a TZID known to neither.
    """
    calendar = icalendar.Calendar()
    calendar.add("PRODID", PRODID)
    calendar.add("VERSION", "2.0")
    for component in components:
        calendar.add_component(component)
    given = {str(tz.get("TZID")): tz for tz in (source.walk("VTIMEZONE") if source is not None else ())}
    zones = [given[tzid] if tzid in given else vtimezone(tzid) for tzid in sorted(calendar.get_missing_tzids())]
    calendar.subcomponents[:0] = zones  # VTIMEZONEs first, as clients expect
    return calendar.to_ical()
