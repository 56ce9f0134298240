"""The `seed.calendar` section of task.yaml: accounts, their calendars, and the .ics files to load.

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

from typing import Annotated

from pydantic import Field, model_validator

from clawmark.changes import RelativePath
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
