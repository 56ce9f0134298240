"""The reading half of the clawmark-v1 managers: the original return shapes, from our snapshots.

One implementation serves both sides: a stage's read takes a fresh snapshot of the live service
(`Service.snapshot()`), a checker's read uses the stored snapshot of its day. Shapes follow the
original `src/clawmark/state/*`:
- mail (`email/client.py` get_emails): [{subject, from, to, cc, date, body}] in folder order,
  From/To/Cc as header text (`Name <address>`), Date as RFC 5322 text.
- calendar (`calendar/client.py` _event_to_dict): {uid, summary, dtstart, dtend[, description]
  [, location]} with ISO times in the event's own zone (floating times stay naive).
- kb (`notion/api.py` query_database): Notion page objects (API reference "Page", "Property
  values") rebuilt from the snapshot's reduced values and the data source's schema.
- sheets (`google_sheets/api.py` read_values): FORMATTED_VALUE strings, trailing empties trimmed.
"""

from __future__ import annotations

from datetime import date, datetime, timezone
from decimal import Decimal
from email.utils import format_datetime, formataddr
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from checkers.mail import MailView
from checkers.sheets import SheetsView
from clawmark.services.base import Snapshot
from clawmark.services.sheets.cells import to_number
from clawmark.services.sheets.render import formatted


class MailReader:
    """Mailboxes of a mail snapshot."""

    def __init__(self, snapshot: Snapshot):
        self.view = MailView(snapshot)

    def emails(self, address: str, folder: str = "INBOX") -> list[dict[str, str]]:
        """Messages of `folder` of account `address`; [] for a folder that does not exist (as
        the original, whose SELECT failed)."""
        try:
            messages = self.view.messages(folder, account=address)
        except KeyError:
            return []
        return [_email(m.record) for m in messages]


def _email(record: dict) -> dict[str, str]:
    when = record["date"]
    return {"subject": record["subject"], "from": _addresses(record["from"]), "to": _addresses(record["to"]),
            "cc": _addresses(record["cc"]), "date": format_datetime(datetime.fromisoformat(when)) if when else "",
            "body": record["text"]}


def _addresses(people: list[dict]) -> str:
    return ", ".join(formataddr((p["name"], p["address"])) if p["name"] else p["address"] for p in people)


class CalendarReader:
    """Calendars of one CalDAV principal in a calendar snapshot."""

    def __init__(self, snapshot: Snapshot, user: str):
        self.calendars = [c for c in snapshot.data["calendars"] if c["account"] == user]
        self.user = user

    def list(self) -> list[dict[str, str]]:
        """[{name, url}]: the display name and the collection's path on the server."""
        return [{"name": c["name"], "url": f"/{self.user}/{c['id']}/"} for c in self.calendars]

    def calendar_id(self, name: str) -> str:
        """The collection id of the calendar whose display name is `name`; ValueError if none."""
        for c in self.calendars:
            if c["name"] == name:
                return c["id"]
        raise ValueError(f"Calendar not found: {name}")

    def events(self, name: str, start: date | datetime | None = None,
               end: date | datetime | None = None) -> list[dict[str, str]]:
        """Events of calendar `name`; with both `start` and `end`, those overlapping [start, end)."""
        calendar = next(c for c in self.calendars if c["id"] == self.calendar_id(name))
        out = []
        for e in calendar["events"]:
            if e.get("recurrence_id"):
                continue
            s, t = _when(e["dtstart"], e.get("tzid")), _when(e["dtend"], e.get("tzid"))
            if start and end and not (_cmp(s) < _cmp(end) and _cmp(t) > _cmp(start)):
                continue
            item = {"uid": e["uid"], "summary": e.get("summary") or "", "dtstart": s.isoformat(), "dtend": t.isoformat()}
            for key in ("description", "location"):
                if e.get(key):
                    item[key] = e[key]
            out.append(item)
        return out


def _when(value: str | None, tzid: str | None) -> date | datetime:
    """A snapshot time (UTC `Z`, floating, or a date) in the event's own zone."""
    if value is None:
        return datetime.min
    if len(value) == 10:
        return date.fromisoformat(value)
    moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    if moment.tzinfo and tzid:
        try:
            return moment.astimezone(ZoneInfo(tzid))
        except (ZoneInfoNotFoundError, ValueError):
            return moment
    return moment


def _cmp(value: date | datetime) -> datetime:
    """A comparable UTC instant (naive values and dates taken as UTC, as the caldav search)."""
    if not isinstance(value, datetime):
        value = datetime(value.year, value.month, value.day)
    return value if value.tzinfo else value.replace(tzinfo=timezone.utc)


class KbReader:
    """Databases and rows of a kb snapshot."""

    def __init__(self, snapshot: Snapshot):
        self.data = snapshot.data

    def database(self, title: str, page: str) -> dict | None:
        """The first live database titled `title` in page `page` (creation order), or None."""
        return next((d for d in self.data["databases"] if d["title"] == title and not d["in_trash"]
                     and d["parent"].get("id") == page), None)

    def rows(self, title: str, page: str) -> list[dict]:
        """Rows of database `title` in page `page` as Notion page objects, in creation order."""
        db = self.database(title, page)
        if db is None:
            return []
        schemas = {s["id"]: s["properties"] for s in db["data_sources"]}
        return [_page(p, db["id"], schemas[p["parent"]["id"]]) for p in self.data["pages"]
                if p["parent"]["type"] == "data_source" and p["parent"]["id"] in schemas and not p["in_trash"]]


def _page(page: dict, database_id: str, schema: dict) -> dict:
    return {"object": "page", "id": page["id"], "created_time": page["created_time"],
            "last_edited_time": page["last_edited_time"], "archived": page["in_trash"], "in_trash": page["in_trash"],
            "parent": {"type": "database_id", "database_id": database_id},
            "properties": {name: property_value(spec["type"], page["properties"].get(name))
                           for name, spec in schema.items()}}


def property_value(kind: str, value: Any) -> dict:
    """A Notion property value object (API reference "Property values") from its reduced form."""
    return {"type": kind, kind: _api(kind, value)}


def _api(kind: str, value: Any) -> Any:
    if kind in ("title", "rich_text"):
        return [{"type": "text", "text": {"content": value, "link": None}, "plain_text": value, "href": None,
                 "annotations": {"bold": False, "italic": False, "strikethrough": False, "underline": False,
                                 "code": False, "color": "default"}}] if value else []
    if kind == "number":
        return float(Decimal(value)) if isinstance(value, str) else value
    if kind in ("select", "status"):
        return {"name": value} if value is not None else None
    if kind == "multi_select":
        return [{"name": v} for v in value or []]
    if kind == "people":
        return [{"object": "user", "id": v} for v in value or []]
    if kind == "relation":
        return [{"id": v} for v in value or []]
    if kind == "files":
        return [{"name": v, "type": "external", "external": {"url": v}} for v in value or []]
    if kind in ("created_by", "last_edited_by"):
        return {"object": "user", "id": value} if value else None
    if kind == "unique_id":
        return {"prefix": None, "number": value}
    if kind in ("formula", "rollup"):
        return {"type": "string", "string": None}
    return value


class SheetsReader:
    """Spreadsheets of a sheets snapshot, by id."""

    def __init__(self, snapshot: Snapshot):
        self.books = snapshot.data["spreadsheets"]

    def spreadsheet_id(self, title: str) -> str | None:
        return next((b["id"] for b in self.books if b["title"] == title), None)

    def values(self, spreadsheet_id: str, range_: str) -> list[list[str]]:
        """FORMATTED_VALUE rows of `range_`; ValueError for an unknown spreadsheet or range."""
        book = next((b for b in self.books if b["id"] == spreadsheet_id), None)
        if book is None:
            raise ValueError(f"Requested entity was not found: spreadsheet {spreadsheet_id}")
        try:
            rows = SheetsView(Snapshot({"spreadsheets": [book]})).values(range_)
        except KeyError as e:
            raise ValueError(f"Unable to parse range: {range_} ({e})") from None
        return [[_formatted(v) for v in row] for row in rows]


def _formatted(value: Any) -> str:
    if value is None:
        return ""
    return formatted(to_number(value) if isinstance(value, Decimal) else value, None)
