"""A1 and R1C1 notation: parse a range string into a `Range`, and format one back.

Follows the Sheets API's "A1 notation" and "R1C1 notation" (developers.google.com/sheets/api/
guides/concepts#cell). Forms accepted, with or without a sheet name:

    Sheet1                whole sheet          'My ''best'' sheet'!A1   quoted name, '' is a quote
    A1  $A$1  a1          one cell             A1:B2   B2:A1            a rectangle
    A:A  A:C              whole columns        2:2  1:3                 whole rows
    A2:C  A2:2  C:A2      partly open          R1C1  R2C3:R5C7  R2C3:R5C  R1C1 (absolute)

Rows and columns are 0-based half-open (like the API's GridRange); `None` means "open" on that
side (from the first, or to the last, row/column of the grid).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_A1_END = re.compile(r"^\$?([A-Za-z]{0,3})\$?([0-9]*)$")
_R1C1 = re.compile(r"^R([0-9]+)?C([0-9]+)?(?::R([0-9]+)?C([0-9]+)?)?$", re.IGNORECASE)
_PLAIN_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
MAX_ROWS = 10_000_000
MAX_COLUMN = 18278  # ZZZ


class RangeError(ValueError):
    """A string that is not a valid A1 or R1C1 range; the message quotes it."""


@dataclass(frozen=True)
class Range:
    """A parsed range: `sheet` title (None: the first sheet) and 0-based half-open bounds.

    `whole_sheet` is True when only a sheet name was given; `anchor` when the cells were
    written as one cell (`A1`, `R2C3`), which a write may spill from (`A1:A1` may not).
    """

    sheet: str | None
    start_row: int | None = None
    end_row: int | None = None
    start_col: int | None = None
    end_col: int | None = None
    anchor: bool = False

    @property
    def whole_sheet(self) -> bool:
        return (self.start_row, self.end_row, self.start_col, self.end_col) == (None, None, None, None)


def column_letters(index: int) -> str:
    """0-based column index → letters: 0 → "A", 25 → "Z", 26 → "AA"."""
    letters = ""
    index += 1
    while index:
        index, rem = divmod(index - 1, 26)
        letters = chr(65 + rem) + letters
    return letters


def column_index(letters: str) -> int:
    """Letters → 0-based column index: "A" → 0, "AA" → 26 (case-insensitive)."""
    index = 0
    for ch in letters.upper():
        index = index * 26 + ord(ch) - 64
    return index - 1


def cell_name(row: int, col: int) -> str:
    """0-based (row, col) → "A1"-style name."""
    return f"{column_letters(col)}{row + 1}"


def quote_sheet(title: str) -> str:
    """A sheet title as written in a range: bare when plain (and not a cell name), else quoted."""
    if _PLAIN_NAME.match(title) and not _is_cell_like(title):
        return title
    return "'" + title.replace("'", "''") + "'"


def _is_cell_like(text: str) -> bool:
    try:
        parse_cells(text)
        return True
    except RangeError:
        return False


def split_sheet(text: str) -> tuple[str | None, str | None]:
    """Split "Sheet!A1" into ("Sheet", "A1"); a lone quoted name gives ("Name", None).

    An unquoted text without "!" gives (None, text): the caller decides whether it names a
    sheet or cells. Raises RangeError on an unterminated quote.
    """
    text = text.strip()
    if text.startswith("'"):
        i, name = 1, []
        while True:
            j = text.find("'", i)
            if j < 0:
                raise RangeError(f"Unable to parse range: {text}")
            name.append(text[i:j])
            if text[j + 1 : j + 2] == "'":
                name.append("'")
                i = j + 2
                continue
            rest = text[j + 1 :]
            if rest == "":
                return "".join(name), None
            if not rest.startswith("!"):
                raise RangeError(f"Unable to parse range: {text}")
            return "".join(name), rest[1:]
    if "!" in text:
        sheet, cells = text.rsplit("!", 1)
        return sheet, cells
    return None, text


def parse_range(text: str, sheet_titles: list[str] | None = None) -> Range:
    """Parse an A1 or R1C1 range string.

    An unquoted text with no "!" is cells of the first visible sheet whenever it parses as
    cells (`D3`, `A2`, `CRM26`), even when a sheet has that title, as the real API reads it
    (quote the title, `'D3'`, to name the sheet); otherwise it is a sheet title (matched
    against `sheet_titles` when given). Raises RangeError.
    """
    sheet, cells = split_sheet(text)
    if cells is None:
        return Range(sheet=sheet)
    if sheet == "":
        raise RangeError(f"Unable to parse range: {text}")
    try:
        bounds = parse_cells(cells)
    except RangeError:
        title = cells.strip()
        if sheet is None and title and "!" not in title:
            if sheet_titles is None and ":" not in title:
                return Range(sheet=title)
            match = next((t for t in sheet_titles or [] if t.lower() == title.lower()), None)
            if match is not None:
                return Range(sheet=match)
        raise RangeError(f"Unable to parse range: {text}") from None
    return Range(sheet, *bounds, anchor=_is_one_cell(cells))


def _is_one_cell(cells: str) -> bool:
    return ":" not in cells


def parse_cells(cells: str) -> tuple[int | None, int | None, int | None, int | None]:
    """The bounds (start_row, end_row, start_col, end_col) of a range without a sheet name, A1
    first, then R1C1; raises RangeError."""
    cells = cells.strip()
    try:
        return _a1_bounds(cells)
    except RangeError:
        r1c1 = _R1C1.match(cells)
        if not r1c1 or not any(r1c1.groups()):
            raise
        return _r1c1_bounds(r1c1.groups())


def _a1_bounds(cells: str) -> tuple[int | None, int | None, int | None, int | None]:
    parts = cells.split(":")
    if len(parts) > 2:
        raise RangeError(cells)
    ends = []
    for part in parts:
        m = _A1_END.match(part)
        if not m or not (m.group(1) or m.group(2)):
            raise RangeError(cells)
        col = column_index(m.group(1)) if m.group(1) else None
        row = int(m.group(2)) - 1 if m.group(2) else None
        if (col is not None and col >= MAX_COLUMN) or (row is not None and not 0 <= row < MAX_ROWS):
            raise RangeError(cells)
        ends.append((row, col))
    if len(ends) == 1:
        ((row, col),) = ends
        if row is None or col is None:
            raise RangeError(cells)  # "A" or "1" alone is not a range
        return row, row + 1, col, col + 1
    (r1, c1), (r2, c2) = ends
    if {(r1 is None, c1 is None), (r2 is None, c2 is None)} == {(True, False), (False, True)}:
        raise RangeError(cells)  # "A:1" mixes a column with a row
    return _order(r1, r2) + _order(c1, c2)


def _order(a: int | None, b: int | None) -> tuple[int | None, int | None]:
    """Two inclusive 0-based ends on one axis → half-open (start, end); None stays open."""
    if a is not None and b is not None:
        a, b = min(a, b), max(a, b)
    return a, (b + 1 if b is not None else None)


def _r1c1_bounds(groups: tuple) -> tuple[int | None, int | None, int | None, int | None]:
    r1, c1, r2, c2 = (int(g) - 1 if g else None for g in groups)
    if any(v is not None and v < 0 for v in (r1, c1, r2, c2)):
        raise RangeError("R1C1 indexes start at 1")
    if groups[2] is None and groups[3] is None:
        r2, c2 = r1, c1
    return _order(r1, r2) + _order(c1, c2)


def format_range(title: str, start_row: int, end_row: int, start_col: int, end_col: int) -> str:
    """A bounded range as the API writes it in replies: "Sheet1!A1:B2" (or "Sheet1!A1")."""
    first = cell_name(start_row, start_col)
    last = cell_name(end_row - 1, end_col - 1)
    cells = first if first == last else f"{first}:{last}"
    return f"{quote_sheet(title)}!{cells}"
