"""Spreadsheets through the Google Sheets API v4 and Drive API v3 (google-api-python-client,
static discovery, the world's endpoint): open by title, read and write ranges in A1 notation,
find a row by key, append rows.

    budget = Sheets(ctx.env).open("helix-grant-budget")
    row = budget.find_row("Budget!A1:C10", "Line", "Travel")       # SheetRow(number=4, values={...})
    budget.update(f"Budget!C{row.number}", 1800)
    total = budget.cell("Budget!C10", render="UNFORMATTED_VALUE")

References: spreadsheets.values get/update/append
(https://developers.google.com/sheets/api/reference/rest/v4/spreadsheets.values), ValueRenderOption
and ValueInputOption, and Drive files.list with a `q` query.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build, build_from_document
from googleapiclient.discovery_cache import get_static_doc

from clawmark.oracle_kit.env import variables

_FIRST_ROW = re.compile(r"^\$?[A-Za-z]*\$?(\d+)")


@dataclass(frozen=True)
class SheetRow:
    """A row found under a header row: its 1-based row number in the sheet and {header: value}."""

    number: int
    values: dict[str, Any]

    def __getitem__(self, header: str) -> Any:
        return self.values[header]


class Sheets:
    """The world's spreadsheets, from CLAWMARK_SHEETS_URL and CLAWMARK_SHEETS_TOKEN in `env`
    (default os.environ). Raises ServiceMissing when the world has no sheets service."""

    def __init__(self, env: Mapping[str, str] | None = None):
        url, token = variables(env, "sheets", "CLAWMARK_SHEETS_URL", "CLAWMARK_SHEETS_TOKEN")
        credentials = Credentials(token=token)
        options = {"api_endpoint": url}
        self.api = build_from_document(_sheets_document(), credentials=credentials, client_options=options)
        self.drive = build("drive", "v3", credentials=credentials, static_discovery=True, client_options=options)

    def titles(self) -> list[str]:
        """The spreadsheets' titles (Drive files.list), sorted."""
        return sorted(f["name"] for f in self.drive.files().list().execute()["files"])

    def open(self, title: str) -> Spreadsheet:
        """The one spreadsheet titled `title`; raises LookupError when none or several are."""
        quoted = title.replace("\\", "\\\\").replace("'", "\\'")
        found = self.drive.files().list(q=f"name = '{quoted}'").execute()["files"]
        if len(found) != 1:
            raise LookupError(f"{len(found)} spreadsheets titled {title!r}")
        return Spreadsheet(self.api.spreadsheets(), found[0]["id"], title)


class Spreadsheet:
    """One spreadsheet. Ranges are A1 notation with the sheet's title (`"Budget!C2:C9"`,
    `"'Launch day'!A1:C40"`); rows are lists of cell values."""

    def __init__(self, spreadsheets, spreadsheet_id: str, title: str):
        self._spreadsheets = spreadsheets
        self.id, self.title = spreadsheet_id, title

    def values(self, range_ref: str, render: str = "FORMATTED_VALUE") -> list[list[Any]]:
        """The range's rows ([] when empty; trailing empty cells are left out, as the API does).
        render: FORMATTED_VALUE (text as shown, the API's default), UNFORMATTED_VALUE (numbers
        as numbers) or FORMULA."""
        response = self._spreadsheets.values().get(spreadsheetId=self.id, range=range_ref,
                                                   valueRenderOption=render).execute()
        return response.get("values", [])

    def cell(self, ref: str, render: str = "FORMATTED_VALUE") -> Any:
        """The value of one cell (`"Budget!C10"`), None when empty."""
        rows = self.values(ref, render)
        return rows[0][0] if rows and rows[0] else None

    def rows(self, range_ref: str, render: str = "FORMATTED_VALUE") -> list[SheetRow]:
        """The rows under the range's first row (the header), empty rows skipped."""
        header, *rows = self.values(range_ref, render) or [[]]
        first = _first_row(range_ref)
        return [SheetRow(first + i, {h: (row[j] if j < len(row) else None) for j, h in enumerate(header) if h != ""})
                for i, row in enumerate(rows, 1) if any(v != "" for v in row)]

    def find_row(self, range_ref: str, header: str, value: Any, render: str = "FORMATTED_VALUE") -> SheetRow:
        """The first row under the header whose `header` column holds `value` (compared as text,
        outer spaces ignored); raises LookupError when there is none or the header is missing."""
        rows = self.rows(range_ref, render)
        if rows and header not in rows[0].values:
            raise LookupError(f"{range_ref}: no column {header!r} (headers: {list(rows[0].values)})")
        for row in rows:
            if str(row.values.get(header, "")).strip() == str(value).strip():
                return row
        raise LookupError(f"{range_ref}: no row with {header} = {value!r}")

    def update(self, range_ref: str, values: Any, raw: bool = False) -> None:
        """Write `values` (a list of rows, or one value for one cell) from the range's top-left
        cell. Input is parsed as typed in the Sheets UI (USER_ENTERED: '=SUM(…)' is a formula,
        '1,200' a number), or stored as given with raw=True (RAW)."""
        self._spreadsheets.values().update(
            spreadsheetId=self.id, range=range_ref, valueInputOption="RAW" if raw else "USER_ENTERED",
            body={"values": values if isinstance(values, list) else [[values]]}).execute()

    def append(self, range_ref: str, rows: list[list[Any]], raw: bool = False) -> None:
        """Append `rows` after the table found in `range_ref` (e.g. the sheet's title),
        USER_ENTERED unless raw=True (spreadsheets.values.append)."""
        self._spreadsheets.values().append(
            spreadsheetId=self.id, range=range_ref, valueInputOption="RAW" if raw else "USER_ENTERED",
            body={"values": rows}).execute()


@cache
def _sheets_document() -> str:
    """The static Sheets v4 discovery document (the one `build(..., static_discovery=True)` reads)
    without the methods of `spreadsheets` itself (batchUpdate, create, get, getByDataFilter),
    which the kit never calls: googleapiclient writes every method's docstring from its schemas
    whenever a Resource is made, and batchUpdate's Request schema made each `spreadsheets()`
    cost about half a second, in every round of every scripted agent."""
    document = json.loads(get_static_doc("sheets", "v4"))
    document["resources"]["spreadsheets"]["methods"] = {}
    return json.dumps(document)


def _first_row(range_ref: str) -> int:
    """The sheet row number where `range_ref` starts (1 for whole columns or sheets)."""
    match = _FIRST_ROW.match(range_ref.rpartition("!")[2])
    return int(match.group(1)) if match else 1
