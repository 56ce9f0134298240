"""spreadsheets.create and spreadsheets.get (ranges, includeGridData, fields).

Source: developers.google.com/sheets/api/reference/rest/v4/spreadsheets. Also the resource
shapes shared with batchUpdate: CellData and ExtendedValue.
"""

from __future__ import annotations

from typing import Any

from clawmark.services.sheets.calc import evaluate
from clawmark.services.sheets.cells import MAX_CELL_CHARS, TOO_LONG, Cell, CellError, Formula, NumberFormat, Value
from clawmark.services.sheets.errors import invalid
from clawmark.services.sheets.model import Area, Sheet, Spreadsheet
from clawmark.services.sheets.render import formatted
from clawmark.services.sheets.server.app import Call

_ERROR_TYPES = {
    "#NULL!": "NULL_VALUE",
    "#DIV/0!": "DIVIDE_BY_ZERO",
    "#VALUE!": "VALUE",
    "#REF!": "REF",
    "#NAME?": "NAME",
    "#NUM!": "NUM",
    "#N/A": "N_A",
    "#ERROR!": "ERROR",
}


def resource(book: Spreadsheet, areas: list[Area] | None = None, grid: bool = False) -> dict[str, Any]:
    """The Spreadsheet resource; with `areas`, only their sheets (and, with `grid`, their data)."""
    sheets = []
    for index, sheet in enumerate(book.sheets):
        mine = [a for a in areas if a.sheet is sheet] if areas is not None else None
        if mine == []:
            continue
        entry: dict[str, Any] = {"properties": sheet.properties(index)}
        if sheet.basic_filter is not None:
            entry["basicFilter"] = sheet.basic_filter
        if grid:
            whole = [Area(sheet, 0, sheet.row_count, 0, sheet.column_count)]
            entry["data"] = [grid_data(book, a) for a in (mine or whole)]
        sheets.append(entry)
    return {
        "spreadsheetId": book.id,
        "properties": {
            "title": book.title,
            "locale": book.locale,
            "autoRecalc": "ON_CHANGE",
            "timeZone": book.time_zone,
        },
        "sheets": sheets,
        "spreadsheetUrl": f"https://docs.google.com/spreadsheets/d/{book.id}/edit",
    }


def grid_data(book: Spreadsheet, area: Area) -> dict[str, Any]:
    """GridData of `area`: rowData trimmed after the last non-empty row and cell."""
    effective = evaluate(book)
    height, width = area.sheet.extent()
    rows = []
    for r in range(area.r0, min(area.r1, height)):
        values = []
        for c in range(area.c0, min(area.c1, width)):
            cell = area.sheet.cells.get((r, c))
            values.append(cell_data(cell, effective.get((area.sheet.sheet_id, r, c))) if cell else {})
        while values and not values[-1]:
            values.pop()
        rows.append({"values": values} if values else {})
    while rows and not rows[-1]:
        rows.pop()
    data: dict[str, Any] = {"rowData": rows} if rows else {}
    if area.r0:
        data["startRow"] = area.r0
    if area.c0:
        data["startColumn"] = area.c0
    return data


def cell_data(cell: Cell, evaluated: tuple[Value, NumberFormat | None] | None) -> dict[str, Any]:
    """CellData: userEnteredValue, effectiveValue, formattedValue and the number format."""
    value, fmt = evaluated if evaluated else (cell.value, cell.format)
    fmt = fmt or cell.format
    data: dict[str, Any] = {"userEnteredValue": extended_value(cell.value)}
    if value is not None:
        data["effectiveValue"] = extended_value(value)
        data["formattedValue"] = formatted(value, fmt)
    if cell.format:
        data["userEnteredFormat"] = {"numberFormat": {"type": cell.format.type, "pattern": cell.format.pattern}}
    if fmt:
        data["effectiveFormat"] = {"numberFormat": {"type": fmt.type, "pattern": fmt.pattern}}
    return data


def extended_value(value: Value) -> dict[str, Any]:
    """ExtendedValue of a cell value."""
    if isinstance(value, Formula):
        return {"formulaValue": value.text}
    if isinstance(value, CellError):
        return {"errorValue": {"type": _ERROR_TYPES.get(value.code, "ERROR"), "message": value.message or value.code}}
    if isinstance(value, bool):
        return {"boolValue": value}
    if isinstance(value, (int, float)):
        return {"numberValue": value}
    return {"stringValue": value}


def from_extended(data: Any, where: str) -> Value:
    """A cell value from an ExtendedValue; 400 naming `where` when it is not one."""
    if not isinstance(data, dict) or len(data) != 1:
        raise invalid(f"Invalid {where}: expected an ExtendedValue with one field")
    ((kind, value),) = data.items()
    expected = {"numberValue": (int, float), "stringValue": str, "boolValue": bool, "formulaValue": str}
    if (
        kind not in expected
        or not isinstance(value, expected[kind])
        or (kind == "numberValue" and isinstance(value, bool))
    ):
        raise invalid(f"Invalid {where}: unsupported or mistyped field '{kind}'")
    if isinstance(value, str) and len(value) > MAX_CELL_CHARS:
        raise invalid(TOO_LONG)
    return Formula(value) if kind == "formulaValue" else value


def sheet_from_properties(book: Spreadsheet, props: dict, where: str) -> Sheet:
    """A new Sheet from SheetProperties (title defaults to "SheetN"); 400 on a duplicate title or id."""
    if not isinstance(props, dict):
        raise invalid(f"Invalid {where}.properties")
    title = props.get("title")
    if title is None:
        n = len(book.sheets) + 1
        while book.sheet(f"Sheet{n}"):
            n += 1
        title = f"Sheet{n}"
    if not isinstance(title, str) or not title.strip():
        raise invalid(f"Invalid {where}.properties.title")
    if book.sheet(title):
        raise invalid(f'Invalid {where}: A sheet with the name "{title}" already exists. Please enter another name.')
    sheet_id = props.get("sheetId", book.new_sheet_id() if book.sheets else 0)
    if (
        not isinstance(sheet_id, int)
        or isinstance(sheet_id, bool)
        or sheet_id < 0
        or any(s.sheet_id == sheet_id for s in book.sheets)
    ):
        raise invalid(f"Invalid {where}: sheetId {sheet_id} is in use or invalid")
    grid = props.get("gridProperties") or {}
    sheet = Sheet(sheet_id, title)
    grid_properties(sheet, grid, where)
    sheet.hidden = bool(props.get("hidden", False))
    return sheet


def grid_properties(sheet: Sheet, grid: dict, where: str, fields: set[str] | None = None) -> None:
    """Apply GridProperties (rowCount, columnCount, frozen counts), only `fields` when given."""
    for key, attr, low in (
        ("rowCount", "row_count", 1),
        ("columnCount", "column_count", 1),
        ("frozenRowCount", "frozen_rows", 0),
        ("frozenColumnCount", "frozen_columns", 0),
    ):
        if key in grid and (fields is None or key in fields):
            value = grid[key]
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= 10_000_000:
                raise invalid(f"Invalid {where}.gridProperties.{key}")
            setattr(sheet, attr, value)


def create(call: Call):
    props = call.body.get("properties") or {}
    if not isinstance(props, dict):
        raise invalid("Invalid value at 'spreadsheet.properties'")
    book = new_spreadsheet(call, props.get("title") or "Untitled spreadsheet")
    if isinstance(props.get("locale"), str):
        book.locale = props["locale"]
    if isinstance(props.get("timeZone"), str):
        book.time_zone = props["timeZone"]
    specs = call.body.get("sheets") or []
    if not isinstance(specs, list) or not all(isinstance(s, dict) for s in specs):
        raise invalid("Invalid value at 'spreadsheet.sheets'")
    if specs:
        book.sheets = []
        for i, spec in enumerate(specs):
            book.sheets.append(sheet_from_properties(book, spec.get("properties") or {}, f"sheets[{i}]"))
    call.save(book)
    return resource(book)


def new_spreadsheet(call: Call, title: str) -> Spreadsheet:
    """A new spreadsheet with one empty 1000×26 sheet "Sheet1" (sheetId 0), not yet saved."""
    if not isinstance(title, str):
        raise invalid("Invalid value at 'spreadsheet.properties.title'")
    stamp = call.store.stamp()
    return Spreadsheet(
        id=call.store.new_id(),
        title=title,
        sheets=[Sheet(0, "Sheet1")],
        created=stamp,
        modified=stamp,
        parents=["root"],
        time_zone=call.store.time_zone,
    )


def get(call: Call):
    book = call.book()
    ranges = call.params("ranges")
    areas = [book.area(r) for r in ranges] if ranges else None
    return resource(book, areas, call.flag("includeGridData"))


def copy_sheet_to(call: Call):
    """sheets.copyTo: copy one sheet (cells, grid size) into the spreadsheet named by
    `destinationSpreadsheetId`, titled "Copy of <title>"; returns its SheetProperties."""
    source = call.book()
    try:
        sheet = source.sheet_by_id(int(call.groups[1]))
    except ValueError:
        raise invalid(f"No grid with id: {call.groups[1]}") from None
    target = call.book(call.field("destinationSpreadsheetId", str))
    title, n = f"Copy of {sheet.title}", 2
    while target.sheet(title):
        title, n = f"Copy of {sheet.title} {n}", n + 1
    copy = Sheet(target.new_sheet_id(), title, sheet.row_count, sheet.column_count)
    copy.cells = {k: Cell(c.value, c.format) for k, c in sheet.cells.items()}
    target.sheets.append(copy)
    call.save(target)
    return copy.properties(len(target.sheets) - 1)
