"""The calendar snapshot: every VEVENT of every calendar, normalised and sorted.

    {"timezone": "Europe/Berlin",
     "calendars": [{"account": "maren", "id": "work", "name": "Work",
                    "events": [{"uid": ..., "recurrence_id": null, "origin": "seed",
                                "summary": ..., "dtstart": "2024-03-14T13:00:00Z",
                                "dtend": "2024-03-14T15:00:00Z", "tzid": "Europe/Berlin",
                                "location": ..., "description": ..., "status": "CONFIRMED",
                                "organizer": "maren@northwind.example",
                                "attendees": [{"email": ..., "partstat": "ACCEPTED"}],
                                "rrule": "FREQ=WEEKLY;BYDAY=TH", "exdate": [], "rdate": [],
                                "categories": []}, ...]}]}

Calendars are sorted by (account, id), events by (UID, RECURRENCE-ID). Times with a zone are
UTC (`Z`) with the original TZID beside them; floating times have no `Z`; all-day values are
dates. DTEND is computed from DURATION when absent (RFC 5545 §3.6.1). DTSTAMP, LAST-MODIFIED,
CREATED, SEQUENCE, VALARMs, item hrefs, ETags and file mtimes are left out: they change with
how, not what. Read straight from Radicale's multifilesystem storage (its documented layout).
"""

from __future__ import annotations

import json
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Callable

import icalendar

from clawmark.services.base import ServiceError

PROPS = ".Radicale.props"


def read_storage(storage: Path, origin: Callable[[str, str, str], str]) -> list[dict[str, Any]]:
    """Calendars under Radicale's `collection-root`, each with its normalised events.

    `origin(account, calendar, uid)` names who made an event ('seed', 'world' or 'agent').
    Raises ServiceError naming a stored item that is not valid iCalendar.
    """
    calendars = []
    for props_file in sorted(storage.glob(f"*/*/{PROPS}")):
        props = json.loads(props_file.read_text(encoding="utf-8"))
        if props.get("tag") != "VCALENDAR":
            continue
        folder = props_file.parent
        account, calendar_id = folder.parent.name, folder.name
        events = []
        for path in sorted(folder.iterdir()):
            if path.name.startswith(".") or not path.is_file():
                continue
            try:
                stored = icalendar.Calendar.from_ical(path.read_bytes())
            except ValueError as e:
                raise ServiceError(f"calendar item {account}/{calendar_id}/{path.name} is not iCalendar: {e}") from None
            for event in stored.walk("VEVENT"):
                record = normalise(event)
                record["origin"] = origin(account, calendar_id, record["uid"])
                events.append(record)
        events.sort(key=lambda e: (e["uid"], e["recurrence_id"] or ""))
        calendars.append({
            "account": account, "id": calendar_id, "name": props.get("D:displayname"), "events": events,
        })
    return calendars


def normalise(event: icalendar.Event) -> dict[str, Any]:
    """The snapshot record of one VEVENT (see the module docstring for its shape)."""
    start = event.decoded("DTSTART")
    if "DTEND" in event:
        end = event.decoded("DTEND")
    elif "DURATION" in event:
        end = start + event.decoded("DURATION")
    else:
        end = start + timedelta(days=1) if not isinstance(start, datetime) else start
    return {
        "uid": str(event["UID"]),
        "recurrence_id": when(event.decoded("RECURRENCE-ID")) if "RECURRENCE-ID" in event else None,
        "summary": text(event, "SUMMARY"),
        "dtstart": when(start),
        "dtend": when(end),
        "tzid": event["DTSTART"].params.get("TZID"),
        "location": text(event, "LOCATION"),
        "description": text(event, "DESCRIPTION"),
        "status": text(event, "STATUS", upper=True),
        "organizer": address(event["ORGANIZER"]) if "ORGANIZER" in event else None,
        "attendees": sorted(
            ({"email": address(a), "partstat": str(a.params.get("PARTSTAT", "NEEDS-ACTION")).upper()}
             for a in listed(event, "ATTENDEE")),
            key=lambda a: (a["email"], a["partstat"]),
        ),
        "rrule": "\r\n".join(r.to_ical().decode() for r in listed(event, "RRULE")) or None,
        "exdate": dates(event, "EXDATE"),
        "rdate": dates(event, "RDATE"),
        "categories": sorted(str(c) for prop in listed(event, "CATEGORIES") for c in prop.cats),
    }


def when(value: date | datetime) -> str:
    """ISO 8601: UTC with `Z` for zoned datetimes, naive for floating ones, YYYY-MM-DD for dates."""
    if isinstance(value, datetime):
        if value.tzinfo is None:
            return value.isoformat()
        return value.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return value.isoformat()


def address(value: Any) -> str:
    """A CAL-ADDRESS as a lower-case email (without `mailto:`)."""
    text_value = str(value).strip()
    if text_value.lower().startswith("mailto:"):
        text_value = text_value[len("mailto:"):]
    return text_value.lower()


def text(event: icalendar.Event, name: str, upper: bool = False) -> str | None:
    if name not in event:
        return None
    value = str(event[name])
    return value.upper() if upper else value


def listed(event: icalendar.Event, name: str) -> list:
    """A property that may occur several times, always as a list."""
    value = event.get(name, [])
    return value if isinstance(value, list) else [value]


def dates(event: icalendar.Event, name: str) -> list[str]:
    """EXDATE or RDATE values (each property may hold several; a PERIOD gives its start), sorted."""
    values = (d.dt for prop in listed(event, name) for d in prop.dts)
    return sorted(when(v[0] if isinstance(v, tuple) else v) for v in values)
