"""The calendar service: Radicale (CalDAV) per world, on universe time. See service.py."""

from clawmark.services.calendar.changes import CalendarAdd, CalendarCancel, CalendarDelete, CalendarUpdate
from clawmark.services.calendar.seed import CalendarAccount, CalendarSeed, CalendarSpec
from clawmark.services.calendar.service import CalendarService

__all__ = [
    "CalendarAccount", "CalendarAdd", "CalendarCancel", "CalendarDelete", "CalendarSeed",
    "CalendarService", "CalendarSpec", "CalendarUpdate",
]
