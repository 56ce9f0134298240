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
dates. A TZID means what clawmark.services.calendar.zones says (an IANA or Windows zone, else
the item's own VTIMEZONE, else floating time). DTEND is computed from DURATION when absent
(RFC 5545 §3.6.1). DTSTAMP, LAST-MODIFIED, CREATED, SEQUENCE, VALARMs, item hrefs, ETags and
file mtimes are left out: they change with how, not what. Read straight from Radicale's
multifilesystem storage (its documented layout).
"""

from __future__ import annotations

import hashlib
import json
import re
from datetime import date, datetime, timedelta, timezone, tzinfo
from pathlib import Path
from typing import Any, Callable

import icalendar

from clawmark.endpoint import ServiceError
from clawmark.services.calendar.zones import known, localised, own_zones

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
                    calendar, zones = parse_item(data)
                    cache[key] = [normalise(e, zones) for e in calendar.walk("VEVENT")]
                except ValueError as e:
                    raise ServiceError(f"calendar item {account}/{calendar_id}/{path.name} is not iCalendar: {e}") from None
            events += [{**r, "origin": origin(account, calendar_id, r["uid"])} for r in cache[key]]
        events.sort(key=lambda e: (e["uid"], e["recurrence_id"] or ""))
        calendars.append({
            "account": account, "id": calendar_id, "name": props.get("D:displayname"), "events": events,
        })
    return calendars


def parse_item(data: bytes) -> tuple[icalendar.Calendar, dict[str, tzinfo]]:
    """A stored item as a VCALENDAR without its VTIMEZONEs, and the zones of those VTIMEZONEs
    that define a name of their own (zones.own_zones); raises ValueError.

    IANA and Windows TZIDs resolve without their VTIMEZONE, whose parsing is most of the cost;
    the others are parsed apart, so that no zone comes from icalendar's process-wide cache.
    """
    own = [block for block in VTIMEZONE.findall(data)
           if (tzid := TZID_LINE.search(block)) and known(tzid.group(1).decode(errors="replace").strip()) is None]
    zones = own_zones([icalendar.Timezone.from_ical(block) for block in own])
    return icalendar.Calendar.from_ical(VTIMEZONE.sub(b"", data)), zones


def normalise(event: icalendar.Event, zones: dict[str, tzinfo] | None = None) -> dict[str, Any]:
    """The snapshot record of one VEVENT (see the module docstring for its shape).

    `zones`: the zones the item's own VTIMEZONEs define (parse_item).
    """
    zones = zones or {}
    start = moment(event["DTSTART"], zones)
    try:
        if "DTEND" in event:
            end = moment(event["DTEND"], zones)
        elif "DURATION" in event:
            end = start + event.decoded("DURATION")
        else:
            end = start + timedelta(days=1) if not isinstance(start, datetime) else start
    except OverflowError:  # an end after the year 9999
        end = start
    return {
        "uid": str(event["UID"]),
        "recurrence_id": when(moment(event["RECURRENCE-ID"], zones)) if "RECURRENCE-ID" in event else None,
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
        "exdate": dates(event, "EXDATE", zones),
        "rdate": dates(event, "RDATE", zones),
        "categories": sorted(str(c) for prop in listed(event, "CATEGORIES") for c in prop.cats),
    }


def moment(prop: Any, zones: dict[str, tzinfo], value: date | datetime | None = None) -> date | datetime:
    """A DATE or DATE-TIME property's value (or one `value` of it), in the zone its TZID
    parameter means (zones.localised)."""
    value = prop.dt if value is None else value
    return localised(value, prop.params.get("TZID"), zones) if isinstance(value, datetime) else value


def when(value: date | datetime) -> str:
    """ISO 8601: UTC with `Z` for zoned datetimes, naive for floating ones, YYYY-MM-DD for dates,
    years always with four digits. A zoned time UTC cannot hold (year 1 east of Greenwich) keeps
    its offset."""
    if isinstance(value, datetime):
        if value.tzinfo is None:
            return value.isoformat()
        try:
            return value.astimezone(timezone.utc).replace(tzinfo=None).isoformat(timespec="seconds") + "Z"
        except OverflowError:
            return value.isoformat(timespec="seconds")
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


def dates(event: icalendar.Event, name: str, zones: dict[str, tzinfo]) -> list[str]:
    """EXDATE or RDATE values (each property may hold several; a PERIOD gives its start), sorted."""
    values = ((prop, d.dt) for prop in listed(event, name) for d in prop.dts)
    return sorted(when(moment(prop, zones, v[0] if isinstance(v, tuple) else v)) for prop, v in values)
