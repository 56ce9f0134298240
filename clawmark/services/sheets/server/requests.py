"""spreadsheets.batchUpdate: the request kinds, applied all-or-nothing.

Kinds: addSheet, deleteSheet, duplicateSheet, updateSheetProperties,
updateSpreadsheetProperties, insertDimension, deleteDimension, appendDimension, updateCells,
repeatCell, findReplace, sortRange, setBasicFilter, clearBasicFilter. Any other kind is a 400
naming it. Source: developers.google.com/sheets/api/reference/rest/v4/spreadsheets/request.
"""

from __future__ import annotations

import re
from typing import Any

from clawmark.services.sheets import refs
from clawmark.services.sheets.calc import evaluate
from clawmark.services.sheets.cells import Cell, Formula, NumberFormat
from clawmark.services.sheets.errors import invalid
from clawmark.services.sheets.fieldmask import parse_mask
from clawmark.services.sheets.model import Area, Sheet, Spreadsheet
from clawmark.services.sheets.server.app import Call
from clawmark.services.sheets.server.spreadsheets import from_extended, grid_properties, resource, sheet_from_properties


def batch_update(call: Call):
    """Apply the requests in order; a failing one fails the call, and the app then drops every
    change the earlier ones made (it reloads the store), so the batch is all-or-nothing."""
    book = call.book()
    requests = call.field("requests", list, [])
    replies = []
    for i, request in enumerate(requests):
        if not isinstance(request, dict) or len(request) != 1:
            raise invalid(f"Invalid requests[{i}]: exactly one request kind expected")
        ((kind, body),) = request.items()
        handler = KINDS.get(kind)
        if handler is None:
            raise invalid(f"Invalid requests[{i}]: request kind '{kind}' is not supported by this server")
        if not isinstance(body, dict):
            raise invalid(f"Invalid requests[{i}].{kind}: expected an object")
        body = _without_nulls(body)
        book.effective = None  # earlier requests may have changed what formulas see
        try:
            reply = handler(book, body, f"requests[{i}].{kind}")
        except KeyError as e:
            raise invalid(f"Invalid requests[{i}].{kind}: missing required field {e.args[0]}") from None
        except (TypeError, ValueError, IndexError, AttributeError) as e:
            raise invalid(f"Invalid requests[{i}].{kind}: {e}") from None
        replies.append({kind: reply} if reply else {})
    call.save(book)
    result: dict[str, Any] = {"spreadsheetId": book.id, "replies": replies}
    if call.field("includeSpreadsheetInResponse", bool, False):
        result["updatedSpreadsheet"] = resource(book)
    return result


def _without_nulls(value: Any) -> Any:
    """A request body with null fields removed: in the API's JSON, null means "not set"."""
    if isinstance(value, dict):
        return {k: _without_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_without_nulls(v) for v in value]
    return value


def _index(book: Spreadsheet, sheet: Sheet, index: Any) -> None:
    if index is None:
        return
    if not isinstance(index, int) or isinstance(index, bool) or index < 0:
        raise ValueError("index must be a non-negative integer")
    book.sheets.remove(sheet)
    book.sheets.insert(min(index, len(book.sheets)), sheet)


def add_sheet(book: Spreadsheet, body: dict, where: str):
    props = body.get("properties") or {}
    sheet = sheet_from_properties(book, props, where)
    book.sheets.append(sheet)
    _index(book, sheet, props.get("index"))
    return {"properties": sheet.properties(book.sheets.index(sheet))}


def delete_sheet(book: Spreadsheet, body: dict, where: str):
    sheet = book.sheet_by_id(body["sheetId"])
    if len(book.sheets) == 1:
        raise invalid(f"Invalid {where}: You can't remove all the sheets in a document.")
    book.sheets.remove(sheet)


def duplicate_sheet(book: Spreadsheet, body: dict, where: str):
    source = book.sheet_by_id(body["sourceSheetId"])
    props = {"title": body.get("newSheetName") or _copy_name(book, source.title)}
    if "newSheetId" in body:
        props["sheetId"] = body["newSheetId"]
    sheet = sheet_from_properties(book, props, where)
    sheet.row_count, sheet.column_count = source.row_count, source.column_count
    sheet.cells = {k: Cell(c.value, c.format) for k, c in source.cells.items()}
    book.sheets.append(sheet)
    _index(book, sheet, body.get("insertSheetIndex", book.sheets.index(source) + 1))
    return {"properties": sheet.properties(book.sheets.index(sheet))}


def _copy_name(book: Spreadsheet, title: str) -> str:
    name, n = f"Copy of {title}", 2
    while book.sheet(name):
        name, n = f"Copy of {title} {n}", n + 1
    return name


class _Fields:
    """A request's `fields` mask ("title,gridProperties.rowCount", "userEnteredFormat(numberFormat)",
    "*"): which parts of the given object to apply."""

    def __init__(self, body: dict, where: str):
        mask = body.get("fields")
        if not isinstance(mask, str) or not mask:
            raise invalid(f"Invalid {where}: 'fields' is required")
        self.tree = parse_mask(mask)

    def __call__(self, *path: str) -> bool:
        """Whether the mask selects `path` (e.g. "gridProperties", "rowCount"), whole or in part."""
        node = self.tree
        for key in path:
            if node is None or "*" in node:
                return True
            if key not in node:
                return False
            node = node[key]
        return True


def update_sheet_properties(book: Spreadsheet, body: dict, where: str):
    props = body["properties"]
    keep = _Fields(body, where)
    sheet = book.sheet_by_id(props.get("sheetId", 0))
    if keep("title") and "title" in props:
        other = book.sheet(props["title"]) if isinstance(props["title"], str) else None
        if not isinstance(props["title"], str) or not props["title"].strip() or other not in (None, sheet):
            raise invalid(f"Invalid {where}: the title is empty or already used")
        refs.renamed(book, sheet.title, props["title"])
        sheet.title = props["title"]
    if keep("hidden") and "hidden" in props:
        sheet.hidden = bool(props["hidden"])
        if all(s.hidden for s in book.sheets):  # recorded: WorksheetTest.test_hide_show_worksheet
            raise invalid(f"Invalid {where}: You can't hide all the sheets in a document.")
    grid = props.get("gridProperties") or {}
    grid_properties(sheet, grid, where, {key for key in grid if keep("gridProperties", key)})
    if keep("index"):
        _index(book, sheet, props.get("index"))


def update_spreadsheet_properties(book: Spreadsheet, body: dict, where: str):
    props = body["properties"]
    keep = _Fields(body, where)
    for key, attr in (("title", "title"), ("locale", "locale"), ("timeZone", "time_zone")):
        if keep(key) and isinstance(props.get(key), str):
            setattr(book, attr, props[key])


def _dimension_range(book: Spreadsheet, body: dict) -> tuple[Sheet, str, int, int]:
    rng = body["range"]
    sheet = book.sheet_by_id(rng.get("sheetId", 0))
    dimension = rng["dimension"]
    if dimension not in ("ROWS", "COLUMNS"):
        raise ValueError(f"dimension must be ROWS or COLUMNS, got {dimension!r}")
    size = sheet.row_count if dimension == "ROWS" else sheet.column_count
    start, end = int(rng.get("startIndex", 0)), int(rng.get("endIndex", size))
    if not 0 <= start < end:
        raise ValueError("startIndex must be ≥ 0 and less than endIndex")
    return sheet, dimension, start, end


def insert_dimension(book: Spreadsheet, body: dict, where: str):
    sheet, dimension, start, end = _dimension_range(book, body)
    size = sheet.row_count if dimension == "ROWS" else sheet.column_count
    if start > size:
        raise ValueError(f"startIndex {start} is beyond the grid ({size})")
    sheet.insert(dimension, start, end - start)
    refs.adjust(book, sheet, refs.inserted(0 if dimension == "ROWS" else 1, start, end - start))


def delete_dimension(book: Spreadsheet, body: dict, where: str):
    sheet, dimension, start, end = _dimension_range(book, body)
    size = sheet.row_count if dimension == "ROWS" else sheet.column_count
    end = min(end, size)
    if start >= end or end - start >= size:
        raise ValueError("cannot delete all rows or columns of a sheet, or none")
    sheet.delete(dimension, start, end)
    refs.adjust(book, sheet, refs.deleted(0 if dimension == "ROWS" else 1, start, end))


def append_dimension(book: Spreadsheet, body: dict, where: str):
    sheet = book.sheet_by_id(body["sheetId"])
    length = body["length"]
    if not isinstance(length, int) or isinstance(length, bool) or length < 1:
        raise ValueError("length must be a positive integer")
    if body["dimension"] == "ROWS":
        sheet.row_count += length
    elif body["dimension"] == "COLUMNS":
        sheet.column_count += length
    else:
        raise ValueError("dimension must be ROWS or COLUMNS")


def grid_area(book: Spreadsheet, rng: dict) -> Area:
    """A GridRange (sheetId, start/end row/column indexes; absent = unbounded) as an Area."""
    if not isinstance(rng, dict):
        raise ValueError("range must be a GridRange object")
    sheet = book.sheet_by_id(rng.get("sheetId", 0))
    bounds = [
        rng.get(k, d)
        for k, d in (
            ("startRowIndex", 0),
            ("endRowIndex", sheet.row_count),
            ("startColumnIndex", 0),
            ("endColumnIndex", sheet.column_count),
        )
    ]
    if not all(isinstance(b, int) and not isinstance(b, bool) and b >= 0 for b in bounds):
        raise ValueError("GridRange indexes must be non-negative integers")
    r0, r1, c0, c1 = bounds
    return Area(sheet, r0, min(r1, sheet.row_count), c0, min(c1, sheet.column_count))


def _apply_cell(sheet: Sheet, r: int, c: int, data: dict, fields: _Fields, where: str) -> None:
    cell = sheet.cells.get((r, c))
    value, fmt = (cell.value, cell.format) if cell else (None, None)
    if fields("userEnteredValue"):
        value = (
            from_extended(data["userEnteredValue"], f"{where}.userEnteredValue")
            if data.get("userEnteredValue") is not None
            else None
        )
    if fields("userEnteredFormat", "numberFormat"):
        number_format = (data.get("userEnteredFormat") or {}).get("numberFormat")
        fmt = (
            NumberFormat(number_format.get("type", "NUMBER"), number_format.get("pattern", ""))
            if number_format
            else None
        )
    if value is None:
        sheet.cells.pop((r, c), None)
    else:
        sheet.cells[(r, c)] = Cell(value, fmt)


def update_cells(book: Spreadsheet, body: dict, where: str):
    fields = _Fields(body, where)
    if "start" in body:
        start = body["start"]
        sheet = book.sheet_by_id(start.get("sheetId", 0))
        area = Area(sheet, start.get("rowIndex", 0), sheet.row_count, start.get("columnIndex", 0), sheet.column_count)
    else:
        area = grid_area(book, body["range"])
    for i, row in enumerate(body.get("rows") or []):
        for j, data in enumerate(row.get("values") or []):
            r, c = area.r0 + i, area.c0 + j
            if not (r < area.r1 and c < area.c1):
                raise ValueError(f"rows[{i}].values[{j}] falls outside the grid")
            _apply_cell(area.sheet, r, c, data, fields, f"{where}.rows[{i}].values[{j}]")


def repeat_cell(book: Spreadsheet, body: dict, where: str):
    fields = _Fields(body, where)
    area = grid_area(book, body["range"])
    for r in range(area.r0, area.r1):
        for c in range(area.c0, area.c1):
            _apply_cell(area.sheet, r, c, body["cell"], fields, f"{where}.cell")


def find_replace(book: Spreadsheet, body: dict, where: str):
    find, replacement = body["find"], body.get("replacement", "")
    if not isinstance(find, str) or not find or not isinstance(replacement, str):
        raise ValueError("'find' must be a non-empty string and 'replacement' a string")
    flags = 0 if body.get("matchCase") else re.IGNORECASE
    pattern = find if body.get("searchByRegex") else re.escape(find)
    if body.get("matchEntireCell"):
        pattern = f"^(?:{pattern})$"
    regex = re.compile(pattern, flags)
    if "range" in body:
        areas = [grid_area(book, body["range"])]
    elif "sheetId" in body:
        sheet = book.sheet_by_id(body["sheetId"])
        areas = [Area(sheet, 0, sheet.row_count, 0, sheet.column_count)]
    else:
        areas = [Area(s, 0, s.row_count, 0, s.column_count) for s in book.sheets]
    counts = {"occurrencesChanged": 0, "valuesChanged": 0, "formulasChanged": 0, "rowsChanged": 0, "sheetsChanged": 0}
    for area in areas:
        rows = set()
        for (r, c), cell in sorted(area.sheet.cells.items()):
            if not (area.r0 <= r < area.r1 and area.c0 <= c < area.c1):
                continue
            is_formula = isinstance(cell.value, Formula)
            if is_formula and not body.get("includeFormulas"):
                continue
            text = cell.value.text if is_formula else cell.value
            if not isinstance(text, str):
                continue
            new, n = regex.subn(
                replacement.replace("\\", "\\\\") if not body.get("searchByRegex") else replacement, text
            )
            if n:
                cell.value = Formula(new) if is_formula else new
                counts["occurrencesChanged"] += n
                counts["formulasChanged" if is_formula else "valuesChanged"] += 1
                rows.add(r)
        counts["rowsChanged"] += len(rows)
        counts["sheetsChanged"] += bool(rows)
    return counts


def sort_range(book: Spreadsheet, body: dict, where: str):
    area = grid_area(book, body["range"])
    effective = evaluate(book)
    sheet = area.sheet
    rows = list(range(area.r0, area.r1))

    def value(r: int, c: int):
        cell = sheet.cells.get((r, c))
        return None if cell is None else effective.get((sheet.sheet_id, r, c), (cell.value,))[0]

    for spec in reversed(body.get("sortSpecs") or [{"dimensionIndex": area.c0}]):
        column = spec.get("dimensionIndex", 0)
        descending = spec.get("sortOrder", "ASCENDING") == "DESCENDING"
        present = sorted(
            (r for r in rows if value(r, column) is not None),
            key=lambda r: _sort_key(value(r, column)),
            reverse=descending,
        )
        rows = present + [r for r in rows if value(r, column) is None]
    moved = {
        (area.r0 + i, c): _moved(sheet, sheet.cells[(r, c)], area.r0 + i - r)
        for i, r in enumerate(rows)
        for c in range(area.c0, area.c1)
        if (r, c) in sheet.cells
    }
    sheet.clear(area.r0, area.r1, area.c0, area.c1)
    sheet.cells.update(moved)


def _moved(sheet: Sheet, cell: Cell, rows: int) -> Cell:
    """A cell moved down `rows` rows: a formula's relative references move with it."""
    if isinstance(cell.value, Formula) and rows:
        return Cell(Formula(refs.rewrite_formula(cell.value.text, sheet.title, None, refs.moved(rows))), cell.format)
    return cell


def _sort_key(value):
    """Sheets' order: numbers, then text (case-insensitive), then booleans, then errors."""
    if isinstance(value, bool):
        return (2, value, "")
    if isinstance(value, (int, float)):
        return (0, value, "")
    if isinstance(value, str):
        return (1, 0, value.lower())
    return (3, 0, str(value))


def set_basic_filter(book: Spreadsheet, body: dict, where: str):
    flt = body["filter"]
    area = grid_area(book, flt["range"])
    area.sheet.basic_filter = {
        **flt,
        "range": {
            "sheetId": area.sheet.sheet_id,
            "startRowIndex": area.r0,
            "endRowIndex": area.r1,
            "startColumnIndex": area.c0,
            "endColumnIndex": area.c1,
        },
    }


def clear_basic_filter(book: Spreadsheet, body: dict, where: str):
    book.sheet_by_id(body["sheetId"]).basic_filter = None


KINDS = {
    "addSheet": add_sheet,
    "deleteSheet": delete_sheet,
    "duplicateSheet": duplicate_sheet,
    "updateSheetProperties": update_sheet_properties,
    "updateSpreadsheetProperties": update_spreadsheet_properties,
    "insertDimension": insert_dimension,
    "deleteDimension": delete_dimension,
    "appendDimension": append_dimension,
    "updateCells": update_cells,
    "repeatCell": repeat_cell,
    "findReplace": find_replace,
    "sortRange": sort_range,
    "setBasicFilter": set_basic_filter,
    "clearBasicFilter": clear_basic_filter,
}
