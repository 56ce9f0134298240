"""The `ctx.notion` and `ctx.google_sheets` managers of original tasks, over our kb and sheets.

Writes go through the official clients, unchanged, pointed at our servers: `notion-client`
(Notion-Version 2022-06-28, the API the original's `notion/api.py` spoke) and
google-api-python-client (Sheets v4, `valueInputOption=RAW` as the original's `api.py`). Reads
use clawmark.legacy.readers over `read()` (see managers.py). The original kept a "current page"
(the last `create_page`); databases are found by title among that page's children, as there.
"""

from __future__ import annotations

import asyncio
from typing import Any

from notion_client import Client as NotionClient

from clawmark.legacy.managers import Live, Manager, Read
from clawmark.legacy.readers import KbReader, SheetsReader
from clawmark.services.sheets.clients import google_service

NOTION_VERSION = "2022-06-28"


class NotionManager(Manager):
    """`ctx.notion`: pages and databases (found by title in the current page)."""

    def __init__(self, read: Read, live: Live | None, page: str | None = None):
        super().__init__(read, live)
        self.page = page  # the current page's id (the last create_page)

    def _client(self, live: Live) -> NotionClient:
        return NotionClient(auth=live.info["token"], base_url=live.info["base_url"], notion_version=NOTION_VERSION)

    async def create_page(self, title: str) -> dict[str, str]:
        """A new top-level page titled `title`, made current; {"page_id", "page_url"}."""
        live = self._writer()
        page = await asyncio.to_thread(lambda: self._client(live).pages.create(
            parent={"type": "workspace", "workspace": True},
            properties={"title": {"title": [{"text": {"content": title}}]}}))
        self.page = page["id"]
        return {"page_id": page["id"], "page_url": page.get("url") or f"https://www.notion.so/{page['id'].replace('-', '')}"}

    async def create_database(self, title: str, properties_schema: dict) -> str:
        """An inline database in the current page (API "Create a database"); returns its id."""
        live = self._writer()
        if self.page is None:
            raise RuntimeError("No active page — call create_page() or copy_page() first")
        body = {"parent": {"type": "page_id", "page_id": self.page}, "title": [{"text": {"content": title}}],
                "properties": properties_schema}  # notion-client 3 names only 2025-09-03's fields
        database = await asyncio.to_thread(lambda: self._client(live).request(path="databases", method="POST", body=body))
        return database["id"]

    async def add_database_row(self, db_title: str, properties: dict) -> str:
        """A new row (page) of the current page's database `db_title`; returns its id."""
        live = self._writer()
        if self.page is None:
            raise RuntimeError("No active page — call copy_page() first")
        db = KbReader(self._read()).database(db_title, self.page)
        if db is None:
            raise RuntimeError(f"Database '{db_title}' not found in page")
        row = await asyncio.to_thread(lambda: self._client(live).pages.create(
            parent={"database_id": db["id"]}, properties=properties))
        return row["id"]

    async def query_db(self, db_title: str) -> list[dict]:
        """Rows of the current page's database `db_title` as Notion page objects; [] when none."""
        if self.page is None:
            return []
        return KbReader(self._read()).rows(db_title, self.page)

    async def update_db_row(self, page_id: str, properties: dict) -> None:
        """PATCH a row's properties (API "Update page properties")."""
        live = self._writer()
        await asyncio.to_thread(lambda: self._client(live).pages.update(page_id=page_id, properties=properties))


class SheetsManager(Manager):
    """`ctx.google_sheets`: spreadsheets by id; ranges in A1 notation."""

    def _service(self, live: Live):
        return google_service(live.info["url"], live.info["token"])

    async def create_spreadsheet(self, title: str) -> dict[str, str]:
        """POST /v4/spreadsheets; {"sheet_id", "sheet_url"}."""
        live = self._writer()
        book = await asyncio.to_thread(
            lambda: self._service(live).spreadsheets().create(body={"properties": {"title": title}}).execute())
        sheet_id = book["spreadsheetId"]
        return {"sheet_id": sheet_id, "sheet_url": f"https://docs.google.com/spreadsheets/d/{sheet_id}"}

    async def get_spreadsheet_id(self, name: str) -> str | None:
        """The id of the first spreadsheet titled `name`, or None."""
        return SheetsReader(self._read()).spreadsheet_id(name)

    async def read_values(self, sheet_id: str, range_: str) -> list[list[str]]:
        """FORMATTED_VALUE rows of `range_` (strings), trailing empty rows and cells trimmed."""
        return SheetsReader(self._read()).values(sheet_id, range_)

    async def update_values(self, sheet_id: str, range_: str, values: list[list]) -> None:
        """PUT values (valueInputOption=RAW)."""
        live = self._writer()
        await asyncio.to_thread(lambda: self._service(live).spreadsheets().values().update(
            spreadsheetId=sheet_id, range=range_, valueInputOption="RAW", body={"values": values}).execute())

    async def append_rows(self, sheet_id: str, range_: str, rows: list[list]) -> None:
        """values:append after the table in `range_` (RAW, INSERT_ROWS)."""
        live = self._writer()
        await asyncio.to_thread(lambda: self._service(live).spreadsheets().values().append(
            spreadsheetId=sheet_id, range=range_, valueInputOption="RAW", insertDataOption="INSERT_ROWS",
            body={"values": rows}).execute())

    async def find_row(self, sheet_id: str, sheet_name: str, col_index: int, value: str) -> dict[str, Any] | None:
        """The first data row whose column `col_index` (0-based) equals `value`, as {header: cell}."""
        rows = await self.read_values(sheet_id, sheet_name)
        if len(rows) < 2:
            return None
        for row in rows[1:]:
            if col_index < len(row) and row[col_index] == value:
                return dict(zip(rows[0], row))
        return None
