"""Seeding: spreadsheets from `seed/sheets/*.json` (cell grids) and `*.xlsx` (openpyxl import).

JSON file (title defaults to the file name without extension):

    {"title": "Claims 2024", "sheets": [{"title": "Open", "rowCount": 1000, "columnCount": 26,
      "rows": [["Claim", "Amount", "Opened"], ["CLM-1", "$1,200.00", "2024-01-15"], ["", "=SUM(B2:B9)"]]}]}

Strings are read as USER_ENTERED input (numbers, dates, formulas…); JSON numbers and booleans
as themselves. So, as in the Sheets UI, `"+4930123"` or `"0177"` become numbers and Google reads
`"+49 30 …"` as a formula: text like a phone number, an IBAN or an id with leading zeros is
written with a leading apostrophe (`"'+49 30 1234567"`), which keeps it as text. An xlsx workbook keeps its worksheets in order, values, formulas and number
formats. Each spreadsheet's id is derived from its file name, so it is the same on every run.
"""

from __future__ import annotations

import json
import re
from datetime import date, datetime, time
from pathlib import Path
from typing import Any

from clawmark.endpoint import ServiceError
from clawmark.services.sheets.a1 import column_index
from clawmark.services.sheets.cells import Formula, datetime_to_serial, parse_input, to_json
from clawmark.services.sheets.store import spreadsheet_id


def seed_documents(folder: Path) -> list[dict[str, Any]]:
    """Spreadsheet documents (store.from_doc shape) for every seed file, sorted by file name.

    Raises ServiceError naming the file and the problem.
    """
    docs = [seed_document(path) for path in seed_files(folder)]
    unique_titles(docs, folder)
    return docs


def seed_files(folder: Path) -> list[Path]:
    """The seed files (*.json, *.xlsx) in `folder`, sorted by name; none when it does not exist."""
    return sorted(p for p in folder.iterdir() if p.suffix in (".json", ".xlsx")) if folder.is_dir() else []


def seed_document(path: Path) -> dict[str, Any]:
    """The spreadsheet document of one seed file; raises ServiceError naming the file."""
    return _from_json(path) if path.suffix == ".json" else _from_xlsx(path)


def unique_titles(docs: list[dict[str, Any]], folder: Path) -> None:
    """Raise ServiceError (naming `folder`) when two seed spreadsheets share a title."""
    titles = [d["title"] for d in docs]
    if dup := next((t for t in titles if titles.count(t) > 1), None):
        raise ServiceError(f"{folder}: two seed spreadsheets are titled {dup!r}")


def _document(path: Path, title: str, sheets: list[dict[str, Any]]) -> dict[str, Any]:
    for i, sheet in enumerate(sheets):
        sheet["sheetId"] = i
    return {"id": spreadsheet_id(f"seed/{path.name}"), "title": title, "sheets": sheets, "parents": ["root"]}


def _from_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as e:
        raise ServiceError(f"{path}: not valid JSON: {e}") from None
    try:
        if not isinstance(data, dict) or not isinstance(data.get("sheets", []), list):
            raise TypeError('expected an object {"title": …, "sheets": [{"title": …, "rows": [[…], …]}, …]}')
        sheets = []
        for i, spec in enumerate(data.get("sheets") or [{"title": "Sheet1", "rows": []}]):
            cells = []
            for r, row in enumerate(spec.get("rows", [])):
                for c, raw in enumerate(row):
                    value, fmt = parse_input(raw, "USER_ENTERED")
                    if value is not None:
                        cells.append([r, c, to_json(value), [fmt.type, fmt.pattern] if fmt else None])
            rows = spec.get("rows", [])
            sheets.append(
                {
                    "title": spec.get("title", f"Sheet{i + 1}"),
                    "cells": cells,
                    "rowCount": max(spec.get("rowCount", 1000), len(rows)),
                    "columnCount": max(spec.get("columnCount", 26), max((len(r) for r in rows), default=0)),
                }
            )
        return _document(path, data.get("title", path.stem), sheets)
    except (ValueError, TypeError, AttributeError, KeyError) as e:
        raise ServiceError(f"{path}: not a valid sheets seed: {e}") from None


def _from_xlsx(path: Path) -> dict[str, Any]:
    import openpyxl

    try:
        workbook = openpyxl.load_workbook(path, data_only=False)
    except Exception as e:  # noqa: BLE001 - openpyxl raises many kinds for a bad file
        raise ServiceError(f"{path}: cannot read workbook: {e}") from None
    sheets = []
    for worksheet in workbook.worksheets:
        cells = []
        for row in worksheet.iter_rows():
            for cell in row:
                value, fmt = _xlsx_value(cell)
                if value is not None:
                    cells.append([cell.row - 1, column_index(cell.column_letter), to_json(value), fmt])
        sheets.append(
            {
                "title": worksheet.title,
                "cells": cells,
                "rowCount": max(1000, worksheet.max_row),
                "columnCount": max(26, worksheet.max_column),
            }
        )
    return _document(path, path.stem, sheets)


def _xlsx_value(cell) -> tuple[Any, list[str] | None]:
    """A worksheet cell as (value, [format type, pattern] or None)."""
    value = cell.value
    pattern = _pattern(cell.number_format)
    if hasattr(value, "text") and isinstance(value.text, str):  # openpyxl's ArrayFormula
        value = value.text
    if isinstance(value, str) and value.startswith("=") and len(value) > 1:
        return Formula(value), None
    if isinstance(value, (datetime, date, time)):
        moment = (
            value
            if isinstance(value, datetime)
            else (
                datetime.combine(value, time())
                if isinstance(value, date)
                else datetime.combine(date(1899, 12, 30), value)
            )
        )
        timed = bool(re.search(r"[hs]", pattern or "", re.IGNORECASE)) or (not pattern and moment.time() != time())
        if isinstance(value, time):
            return datetime_to_serial(moment), ["TIME", pattern or "h:mm:ss"]
        kind, default = ("DATE_TIME", "yyyy-mm-dd h:mm:ss") if timed else ("DATE", "yyyy-mm-dd")
        return datetime_to_serial(moment), [kind, pattern or default]
    if value is None or value == "":
        return None, None
    if isinstance(value, str):
        return value, None
    if isinstance(value, (int, float)) and not isinstance(value, bool) and pattern:
        kind = "PERCENT" if "%" in pattern else "CURRENCY" if any(s in pattern for s in "$€£¥") else "NUMBER"
        return parse_input(value, "RAW")[0], [kind, pattern]
    if isinstance(value, (bool, int, float)):
        return parse_input(value, "RAW")[0], None
    return str(value), None


def _pattern(number_format: str) -> str | None:
    """An Excel number format reduced to what the Sheets renderer reads: the positive section,
    without locale tags ([$-409]), currency codes ([$€-407] → €), colours, padding (_) and fill (*)
    characters, or quoted literals' quotes."""
    if not number_format or number_format == "General":
        return None
    section = number_format.split(";", 1)[0]
    section = re.sub(r"\[\$([^\]-]*)(?:-[0-9A-Fa-f]+)?\]", r"\1", section)
    section = re.sub(r"\[[A-Za-z]+\]|[_*].", "", section)  # colours; padding and fill characters
    section = section.replace('"', "").replace("\\", "").replace("@", "")
    return section.strip() or None
