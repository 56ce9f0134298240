"""The canonical snapshot of the spreadsheets of a world.

    {"spreadsheets": [{"id", "title", "sheets": [{"title", "sheetId", "rowCount", "columnCount",
        "cells": [[A1, entered, effective], …]}, …]}, …]}

Spreadsheets sorted by (title, id); sheets in tab order; cells row-major. Values are typed JSON
(`cells.to_canonical`): text as a string, booleans, {"number": "12.5"}, {"formula": "=A1*2"},
{"error": "#N/A"}, no floats. Nothing volatile: no times, no ports, no number formats.
"""

from __future__ import annotations

from typing import Any

from clawmark.services.sheets.a1 import column_letters
from clawmark.services.sheets.calc import evaluate
from clawmark.services.sheets.cells import to_canonical
from clawmark.services.sheets.model import Spreadsheet


def snapshot(books: list[Spreadsheet]) -> dict[str, Any]:
    """The snapshot data of `books` (trashed spreadsheets are left out)."""
    live = sorted((b for b in books if not b.trashed), key=lambda b: (b.title, b.id))
    return {"spreadsheets": [_book(b) for b in live]}


def _book(book: Spreadsheet) -> dict[str, Any]:
    effective = evaluate(book)
    sheets = []
    for sheet in book.sheets:
        sid = sheet.sheet_id
        letters: dict[int, str] = {}
        cells = []
        for r, c in sorted(sheet.cells):
            entered = to_canonical(sheet.cells[(r, c)].value)
            key = (sid, r, c)
            value = to_canonical(effective[key][0]) if key in effective else entered
            column = letters.get(c) or letters.setdefault(c, column_letters(c))
            cells.append([f"{column}{r + 1}", entered, value])
        sheets.append(
            {
                "title": sheet.title,
                "sheetId": sid,
                "rowCount": sheet.row_count,
                "columnCount": sheet.column_count,
                "cells": cells,
            }
        )
    return {"id": book.id, "title": book.title, "sheets": sheets}
