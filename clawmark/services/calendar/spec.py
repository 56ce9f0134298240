"""The calendar's part of task.yaml, declared: the `seed.calendar` section and the change kinds.

This module imports only pydantic and clawmark.model/clawmark.changes (clawmark.spec reads it
without loading the service); applying the changes is clawmark.services.calendar.changes.

    seed:
      calendar:
        accounts:
          - user: maren                 # CalDAV login; the first account is the agent's
            calendars:
              - id: work                # collection name: /maren/work/
                name: Work              # displayname
                files: [seed/calendar/work.ics]

Each file is a VCALENDAR (VEVENTs with TZID, ATTENDEE;PARTSTAT, RRULE, VALARM…); its events
are stored one CalDAV item per UID, each with DTSTAMP from the universe clock.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from clawmark.changes import Change, RelativePath
from clawmark.model import StrictModel

Name = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9._-]*$", max_length=64)]


class CalendarSpec(StrictModel):
    """One calendar (a CalDAV calendar collection) of an account."""

    id: Name = Field(description="Collection name in the URL, e.g. 'work' for /<user>/work/.")
    name: str = Field(description="Display name (DAV:displayname), e.g. 'Work'.")
    files: list[RelativePath] = Field(
        default_factory=list, description="iCalendar files in the task folder (usually seed/calendar/*.ics)."
    )


class CalendarAccount(StrictModel):
    """One CalDAV account (principal) and its calendars."""

    user: Name = Field(description="Login name and principal path, e.g. 'maren' for /maren/.")
    calendars: list[CalendarSpec] = Field(min_length=1, description="The account's calendars.")

    @model_validator(mode="after")
    def _unique(self):
        ids = [c.id for c in self.calendars]
        if len(set(ids)) != len(ids):
            raise ValueError(f"calendars of {self.user!r}: an id is used twice")
        return self


class CalendarSeed(StrictModel):
    """Initial calendars. The first account is the one the agent logs in as."""

    accounts: list[CalendarAccount] = Field(
        default_factory=list, description="CalDAV accounts; the first is the agent's (the principal's)."
    )

    @model_validator(mode="after")
    def _unique(self):
        users = [a.user for a in self.accounts]
        if len(set(users)) != len(users):
            raise ValueError("accounts: a user is listed twice")
        return self


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
            names = set(content_lines(self.set).keys()) if self.set else set()
        except ValueError as e:
            raise ValueError(f"set: {e}") from None
        if fixed := sorted(names & {"UID", "RECURRENCE-ID"}):
            raise ValueError(f"set: {', '.join(fixed)} names the event and cannot change")
        return self


class CalendarCancel(_OneEvent):
    """Cancel an event: STATUS:CANCELLED on every component of the UID (RFC 5545 §3.8.1.11)."""

    kind: Literal["calendar.cancel"]


class CalendarDelete(_OneEvent):
    """Delete an event (the whole CalDAV item of the UID)."""

    kind: Literal["calendar.delete"]


CHANGE_KINDS = (CalendarAdd, CalendarUpdate, CalendarCancel, CalendarDelete)


def content_lines(lines: list[str]):
    """Content lines parsed as the properties of a VEVENT (an icalendar.Event); raises ValueError on a
    bad line (RFC 5545 §3.1). icalendar is imported here, when a change has lines to check."""
    import icalendar

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
