"""Query filters and sorts (Notion API reference, "Filter data source entries", "Sort …").

A filter is a property filter `{"property": name_or_id, <type>: {<condition>: value}}`, a
timestamp filter `{"timestamp": "created_time", "created_time": {...}}`, or a compound
`{"and": [...]}` / `{"or": [...]}` nesting up to two levels. `compile_filter` validates it once
and returns a predicate over pages; `sorter` orders pages by a list of sorts. Relative date
conditions (past_week, this_week, …) count from the universe time of the request.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone
from typing import Any, Callable

from clawmark.services.kb import schema as schemas
from clawmark.services.kb.errors import expect, shown
from clawmark.services.kb.properties import plain

Predicate = Callable[[dict], bool]

TEXT = {"equals", "does_not_equal", "contains", "does_not_contain", "starts_with", "ends_with", "is_empty", "is_not_empty"}
NUMBER = {"equals", "does_not_equal", "greater_than", "less_than", "greater_than_or_equal_to",
          "less_than_or_equal_to", "is_empty", "is_not_empty"}
OPTION = {"equals", "does_not_equal", "is_empty", "is_not_empty"}
LIST = {"contains", "does_not_contain", "is_empty", "is_not_empty"}
DATE = {"equals", "before", "after", "on_or_before", "on_or_after", "is_empty", "is_not_empty",
        "past_week", "past_month", "past_year", "next_week", "next_month", "next_year", "this_week"}
CONDITIONS = {
    "title": TEXT, "rich_text": TEXT, "url": TEXT, "email": TEXT, "phone_number": TEXT,
    "number": NUMBER, "unique_id": NUMBER, "checkbox": {"equals", "does_not_equal"},
    "select": OPTION, "status": OPTION, "multi_select": LIST, "people": LIST, "relation": LIST,
    "created_by": LIST, "last_edited_by": LIST, "files": {"is_empty", "is_not_empty"},
    "date": DATE, "created_time": DATE, "last_edited_time": DATE,
}
RELATIVE = {"past_week": -7, "past_month": -30, "past_year": -365, "next_week": 7, "next_month": 30,
            "next_year": 365, "this_week": 0}
TIMESTAMP_PROPS = {t: {"id": t, "name": t, "type": t, t: {}} for t in ("created_time", "last_edited_time")}


def compile_filter(spec: Any, schema: dict, today: datetime, depth: int = 0, field: str = "body.filter") -> Predicate:
    """A predicate for `spec`; raises validation_error naming the part of the filter at fault."""
    expect(isinstance(spec, dict), f"{field} should be an object.")
    for op in ("and", "or"):
        if op in spec:
            expect(depth < 2, f"{field}: compound filters nest at most two levels deep.")
            parts = spec[op]
            expect(isinstance(parts, list), f"{field}.{op} should be an array.")
            tests = [compile_filter(p, schema, today, depth + 1, f"{field}.{op}[{i}]") for i, p in enumerate(parts)]
            return (lambda page: all(t(page) for t in tests)) if op == "and" else (lambda page: any(t(page) for t in tests))
    if "timestamp" in spec:
        kind = spec["timestamp"]
        expect(isinstance(kind, str) and kind in TIMESTAMP_PROPS, f"{field}.timestamp should be created_time or last_edited_time.")
        prop = TIMESTAMP_PROPS[kind]
    else:
        key = spec.get("property")
        expect(isinstance(key, str), f"{field} should have `property`, `timestamp`, `and` or `or`.")
        prop = schemas.find(schema, key)
        expect(prop is not None, f"Could not find property with name or id: {key}")
    kind = prop["type"]
    types = [t for t in spec if t in CONDITIONS or t == "formula"]
    expect(len(types) == 1, f"{field} should have one condition object, e.g. `{kind}`.")
    given = types[0]
    expect(given == kind or (given == "rich_text" and kind == "title") or (given == "people" and kind.endswith("_by"))
           or (given == "date" and kind.endswith("_time")),
           f"{field}: property {shown(prop['name'])} is a {kind} property, not {given}.")
    condition = spec[given]
    expect(isinstance(condition, dict) and len(condition) == 1, f"{field}.{given} should hold exactly one condition.")
    (op, operand), = condition.items()
    allowed = CONDITIONS.get(kind, {"is_empty", "is_not_empty"})
    expect(op in allowed, f"{field}.{given}.{op} is not a condition for {kind} (use one of {', '.join(sorted(allowed))}).")
    test = _condition(kind, op, operand, today, f"{field}.{given}.{op}")
    return lambda page: test(plain(prop, page))


def _condition(kind: str, op: str, operand: Any, today: datetime, field: str) -> Callable[[Any], bool]:
    if op in ("is_empty", "is_not_empty"):
        expect(operand is True, f"{field} should be `true`.")
        return (lambda v: _empty(v)) if op == "is_empty" else (lambda v: not _empty(v))
    if kind in ("date", "created_time", "last_edited_time"):
        return _date_condition(op, operand, today, field)
    if CONDITIONS[kind] is TEXT:
        expect(isinstance(operand, str), f"{field} should be a string.")
        return _text(op, operand)
    if CONDITIONS[kind] is NUMBER:
        expect(isinstance(operand, (int, float)) and not isinstance(operand, bool), f"{field} should be a number.")
        return _number(op, operand)
    if kind == "checkbox":
        expect(isinstance(operand, bool), f"{field} should be a boolean.")
        return (lambda v: bool(v) == operand) if op == "equals" else (lambda v: bool(v) != operand)
    expect(isinstance(operand, str), f"{field} should be a string.")
    if CONDITIONS[kind] is OPTION:
        return (lambda v: v == operand) if op == "equals" else (lambda v: v != operand)
    return (lambda v: operand in (v or [])) if op == "contains" else (lambda v: operand not in (v or []))


def _empty(value: Any) -> bool:
    return value is None or value == "" or value == []


def _text(op: str, operand: str) -> Callable[[Any], bool]:
    needle = operand.lower()
    return {
        "equals": lambda v: (v or "") == operand,
        "does_not_equal": lambda v: (v or "") != operand,
        "contains": lambda v: needle in (v or "").lower(),
        "does_not_contain": lambda v: needle not in (v or "").lower(),
        "starts_with": lambda v: (v or "").lower().startswith(needle),
        "ends_with": lambda v: (v or "").lower().endswith(needle),
    }[op]


def _number(op: str, operand: float) -> Callable[[Any], bool]:
    return {
        "equals": lambda v: v is not None and v == operand,
        "does_not_equal": lambda v: v is None or v != operand,
        "greater_than": lambda v: v is not None and v > operand,
        "less_than": lambda v: v is not None and v < operand,
        "greater_than_or_equal_to": lambda v: v is not None and v >= operand,
        "less_than_or_equal_to": lambda v: v is not None and v <= operand,
    }[op]


def instant(text: str | None) -> datetime | None:
    """An ISO 8601 date or date-time as an aware UTC datetime (dates at 00:00 UTC), or None."""
    if not text:
        return None
    try:
        value = datetime.fromisoformat(text)
    except ValueError:
        return None
    return value.replace(tzinfo=value.tzinfo or timezone.utc).astimezone(timezone.utc)


def _date_condition(op: str, operand: Any, today: datetime, field: str) -> Callable[[Any], bool]:
    def start(value):
        return instant(value["start"] if isinstance(value, dict) else value)

    if op in RELATIVE:
        expect(operand == {}, f"{field} should be an empty object.")
        days = RELATIVE[op]
        if op == "this_week":  # Monday 00:00 to the next Monday (UTC)
            low = datetime.combine(today.date() - timedelta(days=today.weekday()), datetime.min.time(), timezone.utc)
            high = low + timedelta(days=7)
        else:
            low, high = (today + timedelta(days=days), today) if days < 0 else (today, today + timedelta(days=days))
        return lambda v: (s := start(v)) is not None and low <= s <= high
    expect(isinstance(operand, str) and instant(operand) is not None, f"{field} should be an ISO 8601 date.")
    if len(operand) == 10:  # a date: compare calendar days
        day = date.fromisoformat(operand)

        def key(v):
            s = start(v)
            return s.date() if s else None
        target = day
    else:
        key, target = start, instant(operand)
    compare = {"equals": lambda a: a == target, "before": lambda a: a < target, "after": lambda a: a > target,
               "on_or_before": lambda a: a <= target, "on_or_after": lambda a: a >= target}[op]
    return lambda v: (k := key(v)) is not None and compare(k)


def sorter(sorts: Any, schema: dict) -> Callable[[list[dict]], list[dict]]:
    """A function that orders pages by `sorts` (property or timestamp, ascending or descending;
    empty values last), ties kept in creation order."""
    if sorts is None:
        sorts = []
    expect(isinstance(sorts, list), "body.sorts should be an array.")
    keys = []
    for i, s in enumerate(sorts):
        field = f"body.sorts[{i}]"
        expect(isinstance(s, dict), f"{field} should be an object.")
        direction = s.get("direction", "ascending")
        expect(direction in ("ascending", "descending"), f"{field}.direction should be ascending or descending.")
        if "timestamp" in s:
            expect(isinstance(s["timestamp"], str) and s["timestamp"] in TIMESTAMP_PROPS, f"{field}.timestamp should be created_time or last_edited_time.")
            prop = TIMESTAMP_PROPS[s["timestamp"]]
        else:
            expect(isinstance(s.get("property"), str), f"{field} should have `property` or `timestamp`.")
            prop = schemas.find(schema, s["property"])
            expect(prop is not None, f"Could not find sort property with name or id: {s['property']}")
        keys.append((prop, direction == "descending"))

    def order(pages: list[dict]) -> list[dict]:
        pages = sorted(pages, key=lambda p: p["seq"])
        for prop, descending in reversed(keys):  # stable sorts, last key first; empty values last
            keyed = [(_sortable(prop, plain(prop, p)), p) for p in pages]
            keyed.sort(key=lambda kp: ((kp[0] is None) != descending, kp[0]), reverse=descending)
            pages = [p for _, p in keyed]
        return pages

    return order


def _sortable(prop: dict, value: Any) -> Any:
    """A value of one type per property, so that comparisons never mix types."""
    if _empty(value):
        return None
    kind = prop["type"]
    if kind in ("date", "created_time", "last_edited_time"):
        return instant(value["start"] if isinstance(value, dict) else value)
    if isinstance(value, list):
        return ",".join(map(str, value)).lower()
    if kind == "checkbox":
        return int(value)
    if isinstance(value, str):
        return value.lower()
    return value
