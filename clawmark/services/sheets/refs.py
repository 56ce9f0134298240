"""Adjusting the references inside formulas when the grid changes, as Sheets does.

Inserting rows (or columns) moves references at or after the insertion point and grows ranges
that span it; deleting them shrinks ranges and turns references to deleted cells into #REF!;
moving a formula (sortRange) shifts its relative references by the distance moved; renaming a
sheet renames it in every reference. References
are found outside string literals: cells (`B2`, `$B$2`), ranges (`B2:C9`, `A:A`, `2:5`, `A2:C`)
with an optional sheet (`Costs!B2`, `'Q1 plan'!B2`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from clawmark.services.sheets.a1 import column_index, column_letters, quote_sheet
from clawmark.services.sheets.cells import Formula
from clawmark.services.sheets.model import Sheet, Spreadsheet

_SHEET = r"(?:'(?:[^']|'')+'|[A-Za-z_][A-Za-z0-9_.]*)!"
_CELL = r"\$?[A-Za-z]{1,3}\$?[0-9]+"
_COL = r"\$?[A-Za-z]{1,3}"
_ROW = r"\$?[0-9]+"
_TOKEN = re.compile(
    rf"(?P<string>\"(?:[^\"]|\"\")*\")"
    rf"|(?<![A-Za-z0-9_.$'])(?P<sheet>{_SHEET})?(?P<ref>{_CELL}(?::{_CELL}|:{_COL})?|{_COL}:{_COL}|{_ROW}:{_ROW})"
    rf"(?![A-Za-z0-9_(!])"
)
_END = re.compile(r"^(\$?)([A-Za-z]{0,3})(\$?)([0-9]*)$")

# One end of a reference: (column absolute, column or None, row absolute, row or None), 0-based.
End = tuple[bool, "int | None", bool, "int | None"]
# Given the two ends (equal for a cell), return new ends, or None for #REF!.
Rewrite = Callable[[End, End], "tuple[End, End] | None"]


def rewrite_formula(text: str, formula_sheet: str, target_sheet: str | None, rewrite: Rewrite) -> str:
    """`text` with every reference to `target_sheet` (None: to any sheet) passed through `rewrite`.

    A reference without a sheet points at `formula_sheet` (the sheet holding the formula).
    """
    target = target_sheet.lower() if target_sheet is not None else None

    def replace(m: re.Match) -> str:
        if m.group("string") is not None:
            return m.group(0)
        prefix = m.group("sheet") or ""
        sheet = _unquote(prefix[:-1]) if prefix else formula_sheet
        if target is not None and sheet.lower() != target:
            return m.group(0)
        parts = m.group("ref").split(":")
        ends = [_parse_end(p) for p in parts]
        result = rewrite(ends[0], ends[-1])
        if result is None:
            return "#REF!"
        first, last = (_format_end(e) for e in result)
        return prefix + (first if len(parts) == 1 else f"{first}:{last}")

    return _TOKEN.sub(replace, text)


def _unquote(name: str) -> str:
    return name[1:-1].replace("''", "'") if name.startswith("'") else name


def _parse_end(text: str) -> End:
    m = _END.match(text)
    col = column_index(m.group(2)) if m.group(2) else None
    row = int(m.group(4)) - 1 if m.group(4) else None
    return bool(m.group(1)), col, bool(m.group(3)), row


def _format_end(end: End) -> str:
    col_abs, col, row_abs, row = end
    text = ("$" if col_abs else "") + column_letters(col) if col is not None else ""
    return text + (("$" if row_abs else "") + str(row + 1) if row is not None else "")


def _axis(end: End, axis: int) -> int | None:
    return end[3] if axis == 0 else end[1]


def _with(end: End, axis: int, value: int) -> End:
    return (end[0], end[1], end[2], value) if axis == 0 else (end[0], value, end[2], end[3])


def inserted(axis: int, at: int, count: int) -> Rewrite:
    """Rows (axis 0) or columns (axis 1) inserted before index `at`."""

    def rewrite(first: End, last: End):
        out = []
        for end in (first, last):
            index = _axis(end, axis)
            out.append(_with(end, axis, index + count) if index is not None and index >= at else end)
        return tuple(out)

    return rewrite


def deleted(axis: int, start: int, end: int) -> Rewrite:
    """Rows (axis 0) or columns (axis 1) [start, end) deleted."""
    count = end - start

    def rewrite(first: End, last: End):
        lo, hi = _axis(first, axis), _axis(last, axis)
        if lo is None or hi is None:
            return first, last
        if start <= lo and hi < end:
            return None  # every referenced row/column is gone
        new_lo = lo if lo < start else lo - count if lo >= end else start
        new_hi = hi if hi < start else hi - count if hi >= end else start - 1
        return _with(first, axis, new_lo), _with(last, axis, new_hi)

    return rewrite


def moved(rows: int) -> Rewrite:
    """The formula moved down by `rows` (negative: up): relative row references follow it."""

    def rewrite(first: End, last: End):
        out = []
        for end in (first, last):
            if end[3] is None or end[2]:
                out.append(end)
            elif end[3] + rows < 0:
                return None
            else:
                out.append(_with(end, 0, end[3] + rows))
        return tuple(out)

    return rewrite


def renamed(book: Spreadsheet, old: str, new: str) -> None:
    """Point every formula's references to sheet `old` at its new title `new`."""

    def replace(m: re.Match) -> str:
        prefix = m.group("sheet")
        if m.group("string") is not None or not prefix or _unquote(prefix[:-1]).lower() != old.lower():
            return m.group(0)
        return f"{quote_sheet(new)}!{m.group('ref')}"

    for sheet in book.sheets:
        for cell in sheet.cells.values():
            if isinstance(cell.value, Formula):
                cell.value = Formula(_TOKEN.sub(replace, cell.value.text))


def adjust(book: Spreadsheet, target: Sheet, rewrite: Rewrite) -> None:
    """Rewrite the references to sheet `target` in every formula of `book` (call after the
    grid change, with the sheet's title)."""
    for sheet in book.sheets:
        for cell in sheet.cells.values():
            if isinstance(cell.value, Formula):
                cell.value = Formula(rewrite_formula(cell.value.text, sheet.title, target.title, rewrite))
