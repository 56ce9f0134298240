"""The `ctx.*` manager API of original ClawMark tasks, over one JSON-able world state.

Signatures and return shapes follow the original `src/clawmark/state/*/manager.py`:
email (GreenMail), notion (Notion API page/database objects), google_sheets (A1 ranges,
string cells), calendar (CalDAV events as dicts), filesystem (the agent's workspace). A manager
built with `read_only=True` serves checkers from a day's snapshot: every write raises
ReadOnlyError, so a checker can never change the evidence it judges.
"""

from __future__ import annotations

import re
import shutil
from datetime import date, datetime
from email.utils import format_datetime
from pathlib import Path
from typing import Any

from clawmark.clock import UniverseClock


class ReadOnlyError(RuntimeError):
    """A checker tried to write through a snapshot-backed manager."""


def empty_state() -> dict[str, Any]:
    """The world before stage0: no mail, pages, databases, spreadsheets or calendars."""
    return {"email": {}, "notion": {"pages": [], "databases": {}}, "sheets": {}, "calendar": {}}


class _Manager:
    def __init__(self, state: dict, clock: UniverseClock | None, read_only: bool):
        self._state, self._clock, self._read_only = state, clock, read_only

    def _write(self) -> None:
        if self._read_only:
            raise ReadOnlyError(f"{type(self).__name__}: checkers read snapshots; writes are not allowed")

    def _next_id(self, prefix: str) -> str:
        counter = self._state.setdefault("_ids", {})
        counter[prefix] = counter.get(prefix, 0) + 1
        return f"{prefix}-{counter[prefix]:04d}"


class EmailManager(_Manager):
    """Mailboxes keyed by address → folder → messages (dicts as the original `get_emails`)."""

    def __init__(self, state, clock, read_only, users: dict[str, dict]):
        super().__init__(state, clock, read_only)
        self._users = users

    def _address(self, user: str) -> str:
        info = self._users.get(user)
        if info is None:
            raise ValueError(f"Unknown user: {user}. Available: {sorted(self._users)}")
        return str(info.get("email", user)).lower()

    async def send_email(self, from_user: str, to: str, subject: str, body: str,
                         content_type: str = "plain", sender_name: str | None = None) -> bool:
        """Deliver to each address in `to` (comma-separated) INBOX and to the sender's Sent."""
        self._write()
        sender = self._address(from_user)
        shown = f"{sender_name} <{sender}>" if sender_name else sender
        when = self._clock.stamp() if self._clock else None
        message = {"subject": subject, "from": shown, "to": to, "cc": "",
                   "date": format_datetime(when) if when else "", "body": body}
        boxes = self._state["email"]
        for address in [a.strip().lower() for a in to.split(",") if a.strip()]:
            boxes.setdefault(address, {}).setdefault("INBOX", []).append(dict(message))
        boxes.setdefault(sender, {}).setdefault("Sent", []).append(dict(message))
        return True

    async def clear_folder(self, user: str, folder: str = "INBOX") -> None:
        self._write()
        self._state["email"].setdefault(self._address(user), {})[folder] = []

    async def clear_all_folders(self, user: str) -> None:
        self._write()
        self._state["email"][self._address(user)] = {}

    async def get_emails(self, user: str, folder: str = "INBOX") -> list[dict]:
        """Messages of `folder`: [{subject, from, to, cc, date, body}] oldest first."""
        return [dict(m) for m in self._state["email"].get(self._address(user), {}).get(folder, [])]

    async def find_emails(self, user: str, *, sender: str | None = None, subject: str | None = None) -> list[dict]:
        """INBOX messages whose From / Subject contain `sender` / `subject` (case-insensitive)."""
        return [e for e in await self.get_emails(user)
                if (not sender or sender.lower() in e["from"].lower())
                and (not subject or subject.lower() in e["subject"].lower())]


def _plain(prop: Any) -> Any:
    """A Notion property value as the API returns it: rich text items gain `plain_text`."""
    if isinstance(prop, dict):
        out = {k: _plain(v) for k, v in prop.items()}
        if "text" in out and isinstance(out["text"], dict) and "plain_text" not in out:
            out["plain_text"] = out["text"].get("content", "")
            out.setdefault("type", "text")
        return out
    if isinstance(prop, list):
        return [_plain(v) for v in prop]
    return prop


class NotionManager(_Manager):
    """Pages and databases (by title) as Notion API objects (API reference: Page, Database)."""

    async def create_page(self, title: str) -> dict[str, str]:
        self._write()
        page_id = self._next_id("page")
        self._state["notion"]["pages"].append({"id": page_id, "title": title})
        return {"page_id": page_id, "page_url": f"notion://{page_id}"}

    async def create_database(self, title: str, properties_schema: dict) -> str:
        self._write()
        db_id = self._next_id("db")
        self._state["notion"]["databases"][title] = {"id": db_id, "schema": properties_schema, "rows": []}
        return db_id

    def _db(self, db_title: str) -> dict:
        db = self._state["notion"]["databases"].get(db_title)
        if db is None:
            raise ValueError(f"Database '{db_title}' not found")
        return db

    async def add_database_row(self, db_title: str, properties: dict) -> str:
        self._write()
        db = self._db(db_title)
        row_id = self._next_id("row")
        db["rows"].append({"object": "page", "id": row_id, "archived": False,
                           "parent": {"type": "database_id", "database_id": db["id"]},
                           "properties": _typed(properties, db["schema"])})
        return row_id

    async def query_db(self, db_title: str) -> list[dict]:
        """Rows as Notion page objects; [] when no database has that title (as the original)."""
        db = self._state["notion"]["databases"].get(db_title)
        return [_plain(r) for r in db["rows"]] if db else []

    async def update_db_row(self, page_id: str, properties: dict) -> None:
        self._write()
        for db in self._state["notion"]["databases"].values():
            for row in db["rows"]:
                if row["id"] == page_id:
                    row["properties"].update(_typed(properties, db["schema"]))
                    return
        raise ValueError(f"Notion page {page_id} not found")


def _typed(properties: dict, schema: dict) -> dict:
    """Add each value's `type` from the database schema, as Notion's API returns it."""
    out = {}
    for name, value in properties.items():
        kind = next(iter(schema.get(name, {})), None) or next(iter(value), None)
        out[name] = {"type": kind, **value} if isinstance(value, dict) else value
    return out


_CELL = re.compile(r"^([A-Z]+)?(\d+)?$")


def _a1(ref: str) -> tuple[int | None, int | None]:
    """(row, column), 0-based, of an A1 cell reference; a part left out is None."""
    m = _CELL.match(ref.strip().replace("$", "").upper())
    if not m:
        raise ValueError(f"Unable to parse range: {ref}")
    col = None
    if m.group(1):
        col = 0
        for ch in m.group(1):
            col = col * 26 + ord(ch) - 64
        col -= 1
    return (int(m.group(2)) - 1 if m.group(2) else None), col


class SheetsManager(_Manager):
    """Spreadsheets by title: {id, tabs: {name: [[str]]}}; ranges in A1 notation (Sheets API v4)."""

    async def create_spreadsheet(self, title: str) -> dict[str, str]:
        self._write()
        sheet_id = self._next_id("sheet")
        self._state["sheets"][title] = {"id": sheet_id, "tabs": {"Sheet1": []}}
        return {"sheet_id": sheet_id, "sheet_url": f"https://docs.google.com/spreadsheets/d/{sheet_id}"}

    async def get_spreadsheet_id(self, name: str) -> str | None:
        sheet = self._state["sheets"].get(name)
        return sheet["id"] if sheet else None

    def _grid(self, sheet_id: str, range_: str) -> tuple[list[list[str]], int, int, int | None, int | None]:
        sheet = next((s for s in self._state["sheets"].values() if s["id"] == sheet_id), None)
        if sheet is None:
            raise ValueError(f"Requested entity was not found: spreadsheet {sheet_id}")
        tab, _, cells = range_.rpartition("!") if "!" in range_ else (None, "", range_)
        if tab is None and cells in sheet["tabs"]:
            tab, cells = cells, ""
        grid = sheet["tabs"].setdefault((tab or next(iter(sheet["tabs"]))).strip("'"), [])
        if not cells:
            return grid, 0, 0, None, None
        first, _, last = cells.partition(":")
        r0, c0 = _a1(first)
        r1, c1 = _a1(last) if last else (r0, c0)
        return grid, r0 or 0, c0 or 0, r1, c1

    async def read_values(self, sheet_id: str, range_: str) -> list[list[str]]:
        """Values of `range_`, trailing empty rows and cells trimmed (as the Sheets API)."""
        grid, r0, c0, r1, c1 = self._grid(sheet_id, range_)
        rows = grid[r0:None if r1 is None else r1 + 1]
        out = [row[c0:None if c1 is None else c1 + 1] for row in rows]
        out = [_trim(r) for r in out]
        while out and not out[-1]:
            out.pop()
        return out

    async def update_values(self, sheet_id: str, range_: str, values: list[list]) -> None:
        self._write()
        grid, r0, c0, _, _ = self._grid(sheet_id, range_)
        for i, row in enumerate(values):
            while len(grid) <= r0 + i:
                grid.append([])
            target = grid[r0 + i]
            while len(target) < c0 + len(row):
                target.append("")
            for j, value in enumerate(row):
                target[c0 + j] = "" if value is None else str(value)

    async def append_rows(self, sheet_id: str, range_: str, rows: list[list]) -> None:
        self._write()
        grid, _, c0, _, _ = self._grid(sheet_id, range_)
        start = len(grid)
        tab = range_.split("!")[0] if "!" in range_ else ""
        await self.update_values(sheet_id, f"{tab}!{_col(c0)}{start + 1}" if tab else f"{_col(c0)}{start + 1}", rows)

    async def find_row(self, sheet_id: str, sheet_name: str, col_index: int, value: str) -> dict | None:
        """The first data row whose column `col_index` (0-based) equals `value`, as {header: cell}."""
        rows = await self.read_values(sheet_id, sheet_name)
        if not rows:
            return None
        headers = rows[0]
        for row in rows[1:]:
            if col_index < len(row) and row[col_index] == value:
                return dict(zip(headers, row))
        return None


def _trim(row: list[str]) -> list[str]:
    row = list(row)
    while row and row[-1] == "":
        row.pop()
    return row


def _col(index: int) -> str:
    name = ""
    index += 1
    while index:
        index, rem = divmod(index - 1, 26)
        name = chr(65 + rem) + name
    return name


def _iso(value: date | datetime | str) -> str:
    return value if isinstance(value, str) else value.isoformat()


class CalendarManager(_Manager):
    """Calendars by name → events {uid, summary, dtstart, dtend, description, location} (RFC 5545)."""

    async def create_calendar(self, name: str) -> str:
        self._write()
        self._state["calendar"].setdefault(name, {})
        return name

    async def list_calendars(self) -> list[dict[str, str]]:
        return [{"name": name, "url": f"caldav://{name}"} for name in self._state["calendar"]]

    def _calendar(self, name: str) -> dict:
        if name not in self._state["calendar"]:
            raise ValueError(f"Calendar '{name}' not found")
        return self._state["calendar"][name]

    async def add_event(self, calendar_name: str, summary: str, dtstart: datetime, dtend: datetime, *,
                        description: str = "", location: str = "", uid: str | None = None) -> str:
        self._write()
        uid = uid or self._next_id("event")
        self._calendar(calendar_name)[uid] = {"uid": uid, "summary": summary, "dtstart": _iso(dtstart),
                                              "dtend": _iso(dtend), "description": description,
                                              "location": location}
        return uid

    async def get_events(self, calendar_name: str, start: date | datetime | None = None,
                         end: date | datetime | None = None) -> list[dict[str, Any]]:
        """Events overlapping [start, end), with dtstart/dtend as datetimes (as the caldav client)."""
        out = []
        for e in self._calendar(calendar_name).values():
            s, t = datetime.fromisoformat(e["dtstart"]), datetime.fromisoformat(e["dtend"])
            if start is not None and _cmp(t) <= _cmp(start):
                continue
            if end is not None and _cmp(s) >= _cmp(end):
                continue
            out.append({**e, "dtstart": s, "dtend": t})
        return sorted(out, key=lambda e: _cmp(e["dtstart"]))

    async def find_events(self, calendar_name: str, summary_contains: str) -> list[dict[str, Any]]:
        return [e for e in await self.get_events(calendar_name) if summary_contains.lower() in e["summary"].lower()]

    async def delete_event(self, calendar_name: str, uid: str) -> None:
        self._write()
        self._calendar(calendar_name).pop(uid, None)


def _cmp(value: date | datetime) -> datetime:
    """A naive datetime for ordering (aware values compared by their wall time)."""
    if not isinstance(value, datetime):
        value = datetime(value.year, value.month, value.day)
    return value.replace(tzinfo=None)


class FilesystemManager(_Manager):
    """The agent's workspace; remote paths under /workspace map into `workspace`."""

    def __init__(self, state, clock, read_only, workspace: Path):
        super().__init__(state, clock, read_only)
        self._root = workspace

    def _local(self, remote: str) -> Path:
        rel = str(remote).removeprefix("/workspace").lstrip("/")
        path = (self._root / rel).resolve()
        if not path.is_relative_to(self._root.resolve()):
            raise ValueError(f"{remote}: outside /workspace")
        return path

    async def upload_dir(self, local_dir: Path, remote_dir: str) -> None:
        self._write()
        if not Path(local_dir).is_dir():
            raise FileNotFoundError(f"missing asset directory: {local_dir}")
        shutil.copytree(local_dir, self._local(remote_dir), dirs_exist_ok=True)

    async def upload_file(self, local_path: Path, remote_path: str) -> None:
        self._write()
        target = self._local(remote_path)
        if str(remote_path).endswith("/") or target.is_dir():
            target = target / Path(local_path).name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(local_path, target)

    async def delete_file(self, remote_path: str) -> None:
        self._write()
        self._local(remote_path).unlink(missing_ok=True)

    async def exists(self, remote_path: str) -> bool:
        return self._local(remote_path).exists()

    async def read_file(self, remote_path: str) -> str:
        return self._local(remote_path).read_text(encoding="utf-8", errors="replace")
