"""Calendar events and mutations: add, update, cancel and delete a VEVENT in an account's calendar.

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
from typing import Literal

import icalendar
from pydantic import Field, model_validator

from clawmark.changes import Change, RelativePath
from clawmark.services.base import ServiceError
from clawmark.services.calendar.ical import set_stamp, utc_stamp
from clawmark.services.calendar.seed import Name

PartStat = Literal["NEEDS-ACTION", "ACCEPTED", "DECLINED", "TENTATIVE", "DELEGATED"]


class _InCalendar(Change):
    account: Name = Field(description="The account (user) whose calendar changes.")
    calendar: Name = Field(description="The calendar's id (collection name).")


class _OneEvent(_InCalendar):
    uid: str = Field(min_length=1, description="UID of the event.")


class CalendarAdd(_InCalendar):
    """Add one event (a VCALENDAR holding the VEVENTs of one UID: master and overrides)."""

    kind: Literal["calendar.add"]
    ics: str | None = Field(None, description="The VCALENDAR text.")
    source: RelativePath | None = Field(None, description="A .ics file in the task folder.")

    @model_validator(mode="after")
    def _one_source(self):
        if (self.ics is None) == (self.source is None):
            raise ValueError("give exactly one of 'ics' or 'source'")
        return self

    def text(self, root: Path) -> str:
        """The VCALENDAR text (`source` read from the task folder `root`); raises ServiceError if
        the source file is missing."""
        if self.ics is not None:
            return self.ics
        path = root / self.source
        if not path.is_file():
            raise ServiceError(f"{self.id}: source file {self.source} not found in {root}")
        return path.read_text(encoding="utf-8")


class CalendarUpdate(_OneEvent):
    """Change properties of an event's master VEVENT: any property, and attendees' PARTSTAT."""

    kind: Literal["calendar.update"]
    set: list[str] = Field(default_factory=list, description="iCalendar content lines, e.g. 'LOCATION:Room 4'.")
    remove: list[str] = Field(default_factory=list, description="Property names to remove, e.g. 'DESCRIPTION'.")
    partstat: dict[str, PartStat] = Field(
        default_factory=dict, description="Attendee email → new PARTSTAT (RFC 5545 §3.2.12)."
    )

    @model_validator(mode="after")
    def _something(self):
        if not (self.set or self.remove or self.partstat):
            raise ValueError("give at least one of 'set', 'remove' or 'partstat'")
        try:
            names = set(_properties(self.set).keys())
        except ValueError as e:
            raise ValueError(f"set: {e}") from None
        if fixed := sorted(names & {"UID", "RECURRENCE-ID"}):
            raise ValueError(f"set: {', '.join(fixed)} names the event and cannot change")
        return self

    def edit(self, components: list[icalendar.Event], moment: datetime) -> None:
        """Apply to the master VEVENT in place; raises ServiceError for an unknown attendee."""
        event = master(components, self.id)
        new = _properties(self.set)
        moved_by = None
        if "DTSTART" in new and "DTEND" not in new and "DTEND" in event:
            moved_by = new.decoded("DTSTART") - event.decoded("DTSTART")
        for name in {*self.remove, *new.keys()}:
            event.pop(name.upper(), None)
        for name, value in new.property_items(recursive=False):
            if name not in ("BEGIN", "END"):
                event.add(name, value, encode=False)
        if moved_by is not None:
            end = event.decoded("DTEND") + moved_by
            event.pop("DTEND")
            event.add("DTEND", end)
        for email, status in self.partstat.items():
            _attendee(event, email, self.id).params["PARTSTAT"] = status
        touch(event, moment)


class CalendarCancel(_OneEvent):
    """Cancel an event: STATUS:CANCELLED on every component of the UID (RFC 5545 §3.8.1.11)."""

    kind: Literal["calendar.cancel"]

    def edit(self, components: list[icalendar.Event], moment: datetime) -> None:
        for event in components:
            event.pop("STATUS", None)
            event.add("STATUS", "CANCELLED")
            touch(event, moment)


class CalendarDelete(_OneEvent):
    """Delete an event (the whole CalDAV item of the UID)."""

    kind: Literal["calendar.delete"]


CHANGE_KINDS = (CalendarAdd, CalendarUpdate, CalendarCancel, CalendarDelete)


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


def _properties(lines: list[str]) -> icalendar.Event:
    """Content lines parsed as the properties of a VEVENT; raises ValueError on a bad line."""
    if not lines:
        return icalendar.Event()
    for line in lines:
        if "\n" in line or ":" not in line:
            raise ValueError(f"not one iCalendar content line: {line!r}")
    text = "\r\n".join(["BEGIN:VEVENT", *lines, "END:VEVENT"]) + "\r\n"
    event = icalendar.Event.from_ical(text)
    if event.errors:
        raise ValueError("; ".join(f"{name}: {error}" for name, error in event.errors))
    return event


def _attendee(event: icalendar.Event, email: str, change_id: str):
    attendees = event.get("ATTENDEE", [])
    for attendee in attendees if isinstance(attendees, list) else [attendees]:
        if str(attendee).lower().removeprefix("mailto:") == email.lower():
            return attendee
    raise ServiceError(f"{change_id}: {email} is not an ATTENDEE of the event")
