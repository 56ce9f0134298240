"""The spreadsheets of one world: held in memory, written through to SQLite.

Each spreadsheet is one row of table `spreadsheets(id, doc)` where `doc` is the JSON document
of `to_doc` (the same shape seeds are imported from). The in-memory copy serves reads; every
change is saved before the reply is sent, so a restarted server resumes where it stopped.
"""

from __future__ import annotations

import base64
import hashlib
import json
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from clawmark.services.sheets.cells import Cell, NumberFormat, from_json, to_json
from clawmark.services.sheets.model import Sheet, Spreadsheet


def spreadsheet_id(seed: str) -> str:
    """A deterministic 44-character spreadsheet id (the shape of Google's) derived from `seed`."""
    digest = hashlib.sha256(seed.encode()).digest()
    return ("1" + base64.urlsafe_b64encode(digest).decode().rstrip("="))[:44]


class Store:
    """All spreadsheets of a world (`books`, by id) and the server's universe time."""

    def __init__(self, path: Path):
        self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        # A world lives for one run: a server that dies leaves its writes in the OS's cache, and
        # syncing each save to the disk only made every cell write wait on it (~11 % of a gate).
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=OFF")
        self.db.execute("CREATE TABLE IF NOT EXISTS spreadsheets (id TEXT PRIMARY KEY, doc TEXT NOT NULL)")
        self.books: dict[str, Spreadsheet] = {}
        self.reload()
        self.now = datetime(2000, 1, 1)
        self.time_zone = "Etc/UTC"
        self._ticks = 0

    def set_now(self, moment: datetime) -> None:
        """Set the universe time (naive UTC) that stamps count from."""
        self.now, self._ticks = moment, 0

    def stamp(self) -> str:
        """A strictly increasing RFC 3339 UTC instant for Drive's createdTime/modifiedTime."""
        self._ticks += 1
        return (self.now + timedelta(seconds=self._ticks)).strftime("%Y-%m-%dT%H:%M:%S.000Z")

    def new_id(self) -> str:
        """The id of the next created spreadsheet: deterministic in the order of creation."""
        n = len(self.books)
        while (candidate := spreadsheet_id(f"created/{n}")) in self.books:
            n += 1
        return candidate

    def get(self, book_id: str) -> Spreadsheet | None:
        book = self.books.get(book_id)
        return None if book is None or book.trashed else book

    def save(self, book: Spreadsheet) -> None:
        """Write one spreadsheet through to SQLite (insert or replace)."""
        self.books[book.id] = book
        self.db.execute(
            "INSERT OR REPLACE INTO spreadsheets (id, doc) VALUES (?, ?)", (book.id, json.dumps(to_doc(book), allow_nan=False))
        )

    def reload(self) -> None:
        """Forget unsaved in-memory changes: read every spreadsheet back from SQLite."""
        self.books = {
            row[0]: from_doc(json.loads(row[1])) for row in self.db.execute("SELECT id, doc FROM spreadsheets")
        }

    def delete(self, book_id: str) -> None:
        self.books.pop(book_id, None)
        self.db.execute("DELETE FROM spreadsheets WHERE id = ?", (book_id,))


def to_doc(book: Spreadsheet) -> dict[str, Any]:
    """A spreadsheet as a JSON document (see `from_doc`)."""
    return {
        "id": book.id,
        "title": book.title,
        "locale": book.locale,
        "timeZone": book.time_zone,
        "created": book.created,
        "modified": book.modified,
        "trashed": book.trashed,
        "parents": book.parents,
        "sheets": [
            {
                "sheetId": s.sheet_id,
                "title": s.title,
                "rowCount": s.row_count,
                "columnCount": s.column_count,
                "frozenRowCount": s.frozen_rows,
                "frozenColumnCount": s.frozen_columns,
                "hidden": s.hidden,
                "basicFilter": s.basic_filter,
                "cells": [
                    [r, c, to_json(cell.value), [cell.format.type, cell.format.pattern] if cell.format else None]
                    for (r, c), cell in sorted(s.cells.items())
                ],
            }
            for s in book.sheets
        ],
    }


def from_doc(doc: dict[str, Any]) -> Spreadsheet:
    """A spreadsheet from its JSON document: {"id", "title", "sheets": [{"sheetId", "title",
    "rowCount", "columnCount", "cells": [[row, col, value, [type, pattern] | null], …]}, …]}."""
    sheets = [
        Sheet(
            sheet_id=s["sheetId"],
            title=s["title"],
            row_count=s.get("rowCount", 1000),
            column_count=s.get("columnCount", 26),
            frozen_rows=s.get("frozenRowCount", 0),
            frozen_columns=s.get("frozenColumnCount", 0),
            hidden=s.get("hidden", False),
            basic_filter=s.get("basicFilter"),
            cells={(r, c): Cell(from_json(v), NumberFormat(*f) if f else None) for r, c, v, f in s.get("cells", [])},
        )
        for s in doc["sheets"]
    ]
    return Spreadsheet(
        id=doc["id"],
        title=doc["title"],
        sheets=sheets,
        locale=doc.get("locale", "en_US"),
        time_zone=doc.get("timeZone", "Etc/UTC"),
        created=doc.get("created", ""),
        modified=doc.get("modified", ""),
        trashed=doc.get("trashed", False),
        parents=doc.get("parents", []),
    )
