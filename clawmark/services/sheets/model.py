"""The in-memory spreadsheet model: a Spreadsheet of ordered Sheets of sparse Cells.

Rows and columns are 0-based; a sheet's grid has `row_count` × `column_count` cells and only
non-empty cells are kept (keyed by (row, column)). Field names follow the API's
Spreadsheet / SheetProperties / GridProperties resources.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from clawmark.services.sheets.a1 import Range, RangeError, format_range, parse_range
from clawmark.services.sheets.cells import Cell, NumberFormat, Value
from clawmark.services.sheets.errors import ApiError, invalid


@dataclass
class Sheet:
    """One sheet (tab): properties and its sparse cells."""

    sheet_id: int
    title: str
    row_count: int = 1000
    column_count: int = 26
    frozen_rows: int = 0
    frozen_columns: int = 0
    hidden: bool = False
    basic_filter: dict[str, Any] | None = None
    cells: dict[tuple[int, int], Cell] = field(default_factory=dict)

    def properties(self, index: int) -> dict[str, Any]:
        """The API's SheetProperties."""
        grid: dict[str, Any] = {"rowCount": self.row_count, "columnCount": self.column_count}
        if self.frozen_rows:
            grid["frozenRowCount"] = self.frozen_rows
        if self.frozen_columns:
            grid["frozenColumnCount"] = self.frozen_columns
        props = {
            "sheetId": self.sheet_id,
            "title": self.title,
            "index": index,
            "sheetType": "GRID",
            "gridProperties": grid,
        }
        if self.hidden:
            props["hidden"] = True
        return props

    def set(self, row: int, col: int, value: Value, fmt: NumberFormat | None) -> None:
        """Store one cell; an empty value removes it."""
        if value is None:
            self.cells.pop((row, col), None)
        else:
            self.cells[(row, col)] = Cell(value, fmt)

    def clear(self, r0: int, r1: int, c0: int, c1: int) -> None:
        """Remove every cell in rows [r0, r1) × columns [c0, c1)."""
        for key in [k for k in self.cells if r0 <= k[0] < r1 and c0 <= k[1] < c1]:
            del self.cells[key]

    def insert(self, dimension: str, start: int, count: int) -> None:
        """Insert `count` empty rows (dimension ROWS) or columns (COLUMNS) before index `start`."""
        axis = 0 if dimension == "ROWS" else 1
        self.cells = {_shift(k, axis, start, count): c for k, c in self.cells.items()}
        if axis == 0:
            self.row_count += count
        else:
            self.column_count += count

    def delete(self, dimension: str, start: int, end: int) -> None:
        """Delete rows (or columns) [start, end), shifting later ones up (or left)."""
        axis = 0 if dimension == "ROWS" else 1
        kept = {k: c for k, c in self.cells.items() if not start <= k[axis] < end}
        self.cells = {_shift(k, axis, end, start - end): c for k, c in kept.items()}
        if axis == 0:
            self.row_count -= end - start
        else:
            self.column_count -= end - start

    def extent(self) -> tuple[int, int]:
        """(rows, columns) up to the last non-empty cell; (0, 0) when empty."""
        if not self.cells:
            return 0, 0
        return max(r for r, _ in self.cells) + 1, max(c for _, c in self.cells) + 1


def _shift(key: tuple[int, int], axis: int, start: int, by: int) -> tuple[int, int]:
    if key[axis] < start:
        return key
    return (key[0] + by, key[1]) if axis == 0 else (key[0], key[1] + by)


@dataclass(frozen=True)
class Area:
    """A range resolved against a spreadsheet: the sheet and bounded half-open rows/columns;
    `anchor` when it was written as one cell (a write may spill from it)."""

    sheet: Sheet
    r0: int
    r1: int
    c0: int
    c1: int
    anchor: bool = False

    def a1(self) -> str:
        """The range as the API writes it in replies ("Sheet1!A1:B2")."""
        return format_range(self.sheet.title, self.r0, max(self.r1, self.r0 + 1), self.c0, max(self.c1, self.c0 + 1))


@dataclass
class Spreadsheet:
    """A spreadsheet: id, title, locale, time zone, sheets in tab order, Drive facts."""

    id: str
    title: str
    sheets: list[Sheet]
    locale: str = "en_US"
    time_zone: str = "Etc/UTC"
    created: str = ""
    modified: str = ""
    trashed: bool = False
    parents: list[str] = field(default_factory=list)
    effective: dict[tuple[int, int, int], tuple[Value, NumberFormat | None]] | None = None

    def touch(self, stamp: str) -> None:
        """Mark changed: formulas must be re-evaluated; Drive's modifiedTime moves."""
        self.effective = None
        self.modified = stamp

    def sheet(self, title: str) -> Sheet | None:
        """The sheet with this title (case-insensitive, as Sheets matches titles), or None."""
        low = title.lower()
        return next((s for s in self.sheets if s.title.lower() == low), None)

    def sheet_by_id(self, sheet_id: Any) -> Sheet:
        """The sheet with this sheetId; raises 400 INVALID_ARGUMENT when absent."""
        found = next((s for s in self.sheets if s.sheet_id == sheet_id), None)
        if found is None:
            raise invalid(f"No grid with id: {sheet_id}")
        return found

    def new_sheet_id(self) -> int:
        """A deterministic, unused sheetId (derived from the spreadsheet id and a counter)."""
        used = {s.sheet_id for s in self.sheets}
        n = 0
        while True:
            n += 1
            candidate = int(hashlib.sha256(f"{self.id}/{n}".encode()).hexdigest()[:8], 16) % 2_000_000_000
            if candidate not in used:
                return candidate

    def area(self, text: str, *, write: bool = False) -> Area:
        """Resolve an A1/R1C1 range string; raises 400 for bad syntax, unknown sheets, or (for
        writes) a range starting outside the grid."""
        try:
            rng = parse_range(text, [s.title for s in self.sheets])
        except RangeError as e:
            raise invalid(str(e)) from None
        return self.bound(rng, text, write=write)

    def bound(self, rng: Range, text: str, *, write: bool = False) -> Area:
        """Clamp a parsed Range to its sheet's grid (open ends run to the grid's edge); a range
        without a sheet is on the first visible sheet."""
        sheet = self.first_visible() if rng.sheet is None else self.sheet(rng.sheet)
        if sheet is None:
            raise invalid(f"Unable to parse range: {text}")
        r0, c0 = rng.start_row or 0, rng.start_col or 0
        r1 = sheet.row_count if rng.end_row is None else rng.end_row
        c1 = sheet.column_count if rng.end_col is None else rng.end_col
        outside = r0 >= sheet.row_count or c0 >= sheet.column_count
        if outside or (write and (r1 > sheet.row_count or c1 > sheet.column_count)):
            raise grid_limits(sheet, r0, r1, c0, c1)
        return Area(sheet, r0, min(r1, sheet.row_count), c0, min(c1, sheet.column_count), rng.anchor)

    def first_visible(self) -> Sheet:
        """The first sheet in tab order that is not hidden (Sheets keeps one visible)."""
        return next((s for s in self.sheets if not s.hidden), self.sheets[0])


def grid_limits(sheet: Sheet, r0: int, r1: int, c0: int, c1: int) -> ApiError:
    """The 400 Sheets gives for a range beyond the grid, naming the range and the grid's size."""
    return invalid(
        f"Range ({format_range(sheet.title, r0, max(r1, r0 + 1), c0, max(c1, c0 + 1))}) exceeds grid "
        f"limits. Max rows: {sheet.row_count}, max columns: {sheet.column_count}"
    )
