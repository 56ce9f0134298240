"""Page property values (Notion API reference, "Page properties"): write, read back, and reduce.

A page stores `{property_id: value}` where value is the type's own part of the API object
(a rich text array for title, a number, an option for select, …). `write` validates a request's
`properties` against the data source schema; `api` renders one value as the API returns it;
`plain` reduces it to a simple value (text, number, option name, ids) for filters, sorts and
snapshots.
"""

from __future__ import annotations

import math
from datetime import date, datetime, timedelta, timezone
from typing import Any, Protocol
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from clawmark.services.kb import schema as schemas
from clawmark.services.kb.errors import NotionError, expect, invalid, shown
from clawmark.services.kb.richtext import plain as plain_text
from clawmark.services.kb.richtext import rich_text

TITLE_ONLY = {"title": {"id": "title", "name": "title", "type": "title", "title": {}}}
PAGED = {"title", "rich_text", "people", "relation"}
PAGE_LIMIT = 25  # items a page object shows of a PAGED property
EMPTY = {"title": [], "rich_text": [], "multi_select": [], "people": [], "relation": [], "files": [],
         "checkbox": False}


class Lookup(Protocol):
    """What rendering and validation need from the store."""

    def user(self, user_id: str) -> dict | None: ...
    def page_exists(self, page_id: str) -> bool: ...


def write(schema: dict, spec: Any, values: dict, lookup: Lookup) -> tuple[dict, list[str]]:
    """`values` updated by a request's `properties` (keys are names or ids); returns the new
    values and the ids of the properties written. Raises validation_error naming the property."""
    expect(isinstance(spec, dict), "body.properties should be an object.")
    out, written = dict(values), []
    for key, value in spec.items():
        prop = schemas.find(schema, key)
        expect(prop is not None, f"{key} is not a property that exists.")
        kind = prop["type"]
        expect(kind not in schemas.READ_ONLY, f"{key} is a {kind} property, which cannot be written.")
        if isinstance(value, dict) and "type" not in value and kind in value:
            value = value[kind]
        elif isinstance(value, dict) and value.get("type") == kind:
            value = value.get(kind)
        out[prop["id"]] = _value(prop, value, f"body.properties.{key}.{kind}", lookup)
        written.append(prop["id"])
    return out, written


def _value(prop: dict, value: Any, field: str, lookup: Lookup) -> Any:
    kind = prop["type"]
    if kind in ("title", "rich_text"):
        return rich_text(value if value is not None else [], field)
    if kind == "number":
        ok = value is None or (isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value))
        expect(ok, f"{field} should be a number or `null`, instead was `{shown(value)}`.")
        return value
    if kind == "checkbox":
        expect(isinstance(value, bool), f"{field} should be a boolean, instead was `{shown(value)}`.")
        return value
    if kind in ("url", "email", "phone_number"):
        expect(value is None or isinstance(value, str), f"{field} should be a string or `null`.")
        return value or None
    if kind in ("select", "status"):
        return None if value is None else _option(prop, value, field)
    if kind == "multi_select":
        expect(isinstance(value, list), f"{field} should be an array.")
        chosen = [_option(prop, v, f"{field}[{i}]") for i, v in enumerate(value)]
        return list({o["id"]: o for o in chosen}.values())
    if kind == "date":
        return None if value is None else _date(value, field)
    if kind == "people":
        expect(isinstance(value, list), f"{field} should be an array.")
        for i, person in enumerate(value):
            expect(isinstance(person, dict) and lookup.user(str(person.get("id"))) is not None,
                   f"{field}[{i}] should be a user that exists.")
        return [{"object": "user", "id": p["id"]} for p in value]
    if kind == "relation":
        expect(isinstance(value, list), f"{field} should be an array.")
        for i, page in enumerate(value):
            expect(isinstance(page, dict) and lookup.page_exists(str(page.get("id"))),
                   f"{field}[{i}] should be a page that exists.")
        return [{"id": p["id"]} for p in value]
    if kind == "files":
        expect(isinstance(value, list), f"{field} should be an array.")
        return [_file(f, f"{field}[{i}]") for i, f in enumerate(value)]
    raise invalid(f"{field}: {kind} properties cannot be written.")


def _option(prop: dict, value: Any, field: str) -> dict:
    option = schemas.option_named(prop, value, field)
    if option is None:
        expect(prop["type"] != "status" and "name" in value, f"{field}: no option named {shown(value.get('name', value.get('id')))}.")
        option = schemas.add_option(prop, value["name"])
    return {"id": option["id"], "name": option["name"], "color": option["color"]}


def _date(value: Any, field: str) -> dict:
    """A date value as written (validated). With `time_zone` (an IANA name), start and end must be
    date-times without a UTC offset (Notion changelog "Time zone support")."""
    expect(isinstance(value, dict) and isinstance(value.get("start"), str), f"{field}.start should be a string.")
    zone = value.get("time_zone")
    expect(zone is None or isinstance(zone, str), f"{field}.time_zone should be a string or `null`.")
    expect(zone is None or _zone(zone) is not None,
           f"{field}.time_zone should be a valid IANA time zone, instead was `{shown(zone)}`.")
    for key in ("start", "end"):
        if value.get(key) is not None:
            parsed = _parse_date(value[key]) if isinstance(value[key], str) else None
            expect(parsed is not None,
                   f"{field}.{key} should be an ISO 8601 date or date-time, instead was `{shown(value[key])}`.")
            if zone is not None:
                expect(isinstance(parsed, datetime) and parsed.tzinfo is None,
                       f"{field}.{key} should be a date-time without a UTC offset when time_zone is given, "
                       f"instead was `{shown(value[key])}`.")
    return {"start": value["start"], "end": value.get("end"), "time_zone": zone}


def _zone(name: str) -> ZoneInfo | None:
    try:
        return ZoneInfo(name)
    except (ValueError, ZoneInfoNotFoundError):
        return None


def _parse_date(text: str) -> datetime | date | None:
    try:
        return date.fromisoformat(text) if len(text) == 10 else datetime.fromisoformat(text)
    except ValueError:
        return None


def shown_date(value: dict) -> dict:
    """A stored date as Notion reads it back: date-times with milliseconds and the UTC offset
    (`2026-07-01T09:00:00.000-04:00`; no offset and no zone is UTC), dates as written, and
    `time_zone` always null (Notion changelog "Time zone support")."""
    zone = _zone(value["time_zone"]) if value.get("time_zone") else None
    return {"start": _instant_text(value["start"], zone), "end": _instant_text(value.get("end"), zone),
            "time_zone": None}


def _instant_text(text: str | None, zone: ZoneInfo | None) -> str | None:
    parsed = _parse_date(text) if text else None
    if not isinstance(parsed, datetime):
        return text
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=zone or timezone.utc)
    offset = parsed.utcoffset() or timedelta(0)
    sign, minutes = ("-" if offset < timedelta(0) else "+"), abs(int(offset.total_seconds())) // 60
    return f"{parsed:%Y-%m-%dT%H:%M:%S}.{parsed.microsecond // 1000:03d}{sign}{minutes // 60:02d}:{minutes % 60:02d}"


def _file(value: Any, field: str) -> dict:
    expect(isinstance(value, dict) and isinstance(value.get("name"), str), f"{field} should be an object with a name.")
    kind = value.get("type") or ("external" if "external" in value else "file")
    expect(kind in ("external", "file") and isinstance(value.get(kind), dict) and isinstance(value[kind].get("url"), str),
           f"{field}.{kind}.url should be a string.")
    return {"name": value["name"], "type": kind, kind: {"url": value[kind]["url"]}}


def api(prop: dict, page: dict, lookup: Lookup, full: bool = False) -> dict:
    """One property value as the API returns it: `{"id", "type", <type>: value}`. Unless `full`,
    title, rich_text, people and relation hold at most 25 items, as a page object does (a
    relation says `has_more`); the page-property-item endpoint pages through the rest (Notion API
    reference, "Retrieve a page" and "Retrieve a page property item")."""
    kind = prop["type"]
    value = _stored(prop, page)
    truncated = False
    if kind in PAGED and not full:
        truncated, value = len(value) > PAGE_LIMIT, value[:PAGE_LIMIT]
    if kind == "people":
        value = [lookup.user(p["id"]) or p for p in value]
    elif kind in ("created_by", "last_edited_by"):
        value = lookup.user(value) or {"object": "user", "id": value}
    elif kind == "formula":
        value = {"type": "string", "string": None}
    elif kind == "rollup":
        value = {"type": "array", "array": [], "function": prop["rollup"].get("function", "show_original")}
    elif kind == "date" and value is not None:
        value = shown_date(value)
    out = {"id": prop["id"], "type": kind, kind: value}
    if kind == "relation":
        out["has_more"] = truncated
    return out


def _stored(prop: dict, page: dict) -> Any:
    kind = prop["type"]
    if kind in ("created_time", "last_edited_time"):
        return page[kind]
    if kind in ("created_by", "last_edited_by"):
        return page[kind]["id"]
    value = page["properties"].get(prop["id"], EMPTY.get(kind))
    return value


def plain(prop: dict, page: dict) -> Any:
    """A property's value reduced for comparison: text (str), number (int/float), checkbox (bool),
    select/status (option name), multi_select (names), date ({start, end, time_zone}), people and
    relation (ids), files (names), timestamps (ISO), created_by (id), unique_id (number);
    None when empty."""
    kind = prop["type"]
    value = _stored(prop, page)
    if kind in ("title", "rich_text"):
        return plain_text(value)
    if kind in ("select", "status"):
        return value["name"] if value else None
    if kind == "multi_select":
        return [o["name"] for o in value]
    if kind in ("people", "relation"):
        return [v["id"] for v in value]
    if kind == "files":
        return [f["name"] for f in value]
    if kind == "unique_id":
        return value["number"] if value else None
    if kind in ("formula", "rollup"):
        return None
    return value


def converted(old: dict, new: dict, page: dict, lookup: Lookup) -> Any:
    """A page's stored value of property `old` as it reads after its type changed to `new`'s (Update
    a data source: Notion converts values on a type change), or None when it has no such reading:
    text from anything, numbers and dates from their text, options from names."""
    value = plain(old, page)
    if value is None or value == [] or value == "":
        return None
    words = [str(v) for v in value] if isinstance(value, list) else None
    shown_text = ", ".join(words) if words is not None else _as_text(value)
    kind = new["type"]
    try:
        if kind in ("title", "rich_text"):
            return rich_text(shown_text, "converted")
        if kind in ("url", "email", "phone_number"):
            return shown_text
        if kind == "number":
            number = float(shown_text)
            return (int(number) if number.is_integer() and abs(number) < 2**53 else number) if math.isfinite(number) else None
        if kind == "select":
            return _option(new, {"name": shown_text.replace(",", "")}, "converted")
        if kind == "multi_select":
            names = words if words is not None else [w.strip() for w in shown_text.split(",")]
            return _value(new, [{"name": n} for n in names if n], "converted", lookup)
        if kind == "checkbox":
            return shown_text.lower() in ("true", "yes", "1")
        if kind == "date":
            return _date({"start": shown_text[:10] if len(shown_text) >= 10 else shown_text}, "converted")
    except (ValueError, TypeError, NotionError):
        return None
    return None


def _as_text(value: Any) -> str:
    if isinstance(value, bool):
        return "Yes" if value else "No"
    if isinstance(value, dict):  # a date
        return value.get("start") or ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
