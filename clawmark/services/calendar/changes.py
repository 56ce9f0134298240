"""Applying the calendar's events and mutations (declared in clawmark.services.calendar.spec): add,
update, cancel and delete a VEVENT in an account's calendar.

    - id: cfo-declines
      kind: calendar.update
      account: maren
      calendar: work
      uid: board-q1@northwind.example
      partstat: {lukas.berg@northwind.example: DECLINED}
      set: ["LOCATION:Boardroom 2", "DTSTART;TZID=Europe/Berlin:20240314T150000"]

`set` takes iCalendar content lines (RFC 5545 §3.1); each replaces every property of that name
on the master VEVENT (give several lines of one name, e.g. ATTENDEE, for several values). Moving
DTSTART without setting DTEND keeps the event's duration. Every change bumps SEQUENCE and stamps
DTSTAMP and LAST-MODIFIED with the universe clock, as a calendar client would (RFC 5546 §2.1.4).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import icalendar

from clawmark.endpoint import ServiceError
from clawmark.services.calendar.ical import set_stamp, utc_stamp
from clawmark.services.calendar.spec import CalendarAdd, CalendarCancel, CalendarUpdate, content_lines


def ics_text(change: CalendarAdd, root: Path) -> str:
    """The VCALENDAR text of a calendar.add (`source` read from the task folder `root`); raises
    ServiceError if the source file is missing."""
    if change.ics is not None:
        return change.ics
    path = root / change.source
    if not path.is_file():
        raise ServiceError(f"{change.id}: source file {change.source} not found in {root}")
    return path.read_text(encoding="utf-8")


def edit(change: CalendarUpdate | CalendarCancel, components: list[icalendar.Event], moment: datetime) -> None:
    """Apply a calendar.update (to the master VEVENT) or calendar.cancel (to every component) in
    place; raises ServiceError for a missing master or an unknown attendee."""
    (_update if isinstance(change, CalendarUpdate) else _cancel)(change, components, moment)


def _update(change: CalendarUpdate, components: list[icalendar.Event], moment: datetime) -> None:
    event = master(components, change.id)
    new = content_lines(change.set)
    moved_by = None
    if "DTSTART" in new and "DTEND" not in new and "DTEND" in event:
        moved_by = new.decoded("DTSTART") - event.decoded("DTSTART")
    for name in {*change.remove, *new.keys()}:
        event.pop(name.upper(), None)
    for name, value in new.property_items(recursive=False):
        if name not in ("BEGIN", "END"):
            event.add(name, value, encode=False)
    if moved_by is not None:
        end = event.decoded("DTEND") + moved_by
        event.pop("DTEND")
        event.add("DTEND", end)
    for email, status in change.partstat.items():
        _attendee(event, email, change.id).params["PARTSTAT"] = status
    touch(event, moment)


def _cancel(change: CalendarCancel, components: list[icalendar.Event], moment: datetime) -> None:
    for event in components:
        event.pop("STATUS", None)
        event.add("STATUS", "CANCELLED")
        touch(event, moment)


def master(components: list[icalendar.Event], change_id: str) -> icalendar.Event:
    """The VEVENT without RECURRENCE-ID; raises ServiceError when there is none."""
    for event in components:
        if "RECURRENCE-ID" not in event:
            return event
    raise ServiceError(f"{change_id}: the event has no master VEVENT (only overrides)")


def touch(event: icalendar.Event, moment: datetime) -> None:
    """Bump SEQUENCE and stamp DTSTAMP and LAST-MODIFIED with `moment`."""
    sequence = int(event.get("SEQUENCE", 0)) + 1
    event.pop("SEQUENCE", None)
    event.add("SEQUENCE", sequence)
    set_stamp(event, moment)
    event.pop("LAST-MODIFIED", None)
    event.add("LAST-MODIFIED", utc_stamp(moment))


def _attendee(event: icalendar.Event, email: str, change_id: str):
    attendees = event.get("ATTENDEE", [])
    for attendee in attendees if isinstance(attendees, list) else [attendees]:
        if str(attendee).lower().removeprefix("mailto:") == email.lower():
            return attendee
    raise ServiceError(f"{change_id}: {email} is not an ATTENDEE of the event")
