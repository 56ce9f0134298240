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

import hashlib
import json
import re
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Callable
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import icalendar

from clawmark.services.base import ServiceError

PROPS = ".Radicale.props"
VTIMEZONE = re.compile(rb"BEGIN:VTIMEZONE\r?\n.*?END:VTIMEZONE\r?\n", re.S)
TZID_LINE = re.compile(rb"^TZID:([^\r\n]*)", re.M)


def read_storage(storage: Path, origin: Callable[[str, str, str], str],
                 cache: dict[str, list[dict[str, Any]]] | None = None) -> list[dict[str, Any]]:
    """Calendars under Radicale's `collection-root`, each with its normalised events.

    `origin(account, calendar, uid)` names who made an event ('seed', 'world' or 'agent').
    `cache` (SHA-256 of an item's bytes → its records) spares re-parsing unchanged items.
    Raises ServiceError naming a stored item that is not valid iCalendar.
    """
    cache = {} if cache is None else cache
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
            data = path.read_bytes()
            key = hashlib.sha256(data).hexdigest()
            if key not in cache:
                try:
                    cache[key] = [normalise(e) for e in parse_item(data).walk("VEVENT")]
                except ValueError as e:
                    raise ServiceError(f"calendar item {account}/{calendar_id}/{path.name} is not iCalendar: {e}") from None
            events += [{**r, "origin": origin(account, calendar_id, r["uid"])} for r in cache[key]]
        events.sort(key=lambda e: (e["uid"], e["recurrence_id"] or ""))
        calendars.append({
            "account": account, "id": calendar_id, "name": props.get("D:displayname"), "events": events,
        })
    return calendars


def parse_item(data: bytes) -> icalendar.Calendar:
    """A stored item as a VCALENDAR; raises ValueError.

    VTIMEZONEs of IANA zones are dropped first (icalendar then resolves each TZID with
    zoneinfo): parsing them is most of the cost and changes no UTC time. Others are kept.
    """
    tzids = [t.decode(errors="replace").strip() for t in TZID_LINE.findall(data)]
    if tzids and all(_iana(t) for t in tzids):
        data = VTIMEZONE.sub(b"", data)
    return icalendar.Calendar.from_ical(data)


def _iana(tzid: str) -> bool:
    try:
        ZoneInfo(tzid)
    except (ZoneInfoNotFoundError, ValueError):
        return False
    return True


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
