"""spreadsheets.values: get, batchGet, update, batchUpdate, append, clear, batchClear.

Source: developers.google.com/sheets/api/reference/rest/v4/spreadsheets.values. Replies trim
trailing empty rows and cells, as Sheets does; `null` in written values leaves a cell as it
is and "" empties it.
"""

from __future__ import annotations

from typing import Any

from clawmark.services.sheets import refs
from clawmark.services.sheets.a1 import column_letters, format_range
from clawmark.services.sheets.calc import evaluate
from clawmark.services.sheets.cells import MAX_CELL_CHARS, TOO_LONG, parse_input
from clawmark.services.sheets.errors import invalid
from clawmark.services.sheets.model import Area, Spreadsheet, grid_limits
from clawmark.services.sheets.render import DATETIME_OPTIONS, RENDER_OPTIONS, render
from clawmark.services.sheets.server.app import Call

DIMENSIONS = ("ROWS", "COLUMNS")
INPUT_OPTIONS = ("RAW", "USER_ENTERED")


def read(
    book: Spreadsheet,
    area: Area,
    major: str = "ROWS",
    option: str = "FORMATTED_VALUE",
    datetime_option: str = "SERIAL_NUMBER",
) -> dict[str, Any]:
    """The ValueRange of `area`: {"range", "majorDimension", "values"?}."""
    effective = evaluate(book)
    sheet, sid = area.sheet, area.sheet.sheet_id
    found: dict[tuple[int, int], Any] = {}
    for (r, c), cell in sheet.cells.items():
        if area.r0 <= r < area.r1 and area.c0 <= c < area.c1:
            value, fmt = effective.get((sid, r, c), (cell.value, cell.format))
            shown = render(cell.value, value, fmt or cell.format, option, datetime_option)
            if shown != "":
                found[(r - area.r0, c - area.c0) if major == "ROWS" else (c - area.c0, r - area.r0)] = shown
    result: dict[str, Any] = {"range": area.a1(), "majorDimension": major}
    if found:
        lines: list[list[Any]] = [[] for _ in range(max(k[0] for k in found) + 1)]
        for (i, j), shown in sorted(found.items()):
            line = lines[i]
            line.extend([""] * (j - len(line)))
            line.append(shown)
        result["values"] = lines
    return result


def write(book: Spreadsheet, area: Area, values: Any, major: str, option: str) -> dict[str, Any]:
    """Write a 2-D `values` array at `area`'s top-left; the UpdateValuesResponse (unsaved).

    Every value is parsed and every limit checked before the first cell changes, so a 400
    leaves the sheet as it was.
    """
    rows = _matrix(values, major)
    height, width = len(rows), max((len(r) for r in rows), default=0)
    sheet = area.sheet
    if area.r0 + height > sheet.row_count or area.c0 + width > sheet.column_count:
        raise grid_limits(sheet, area.r0, area.r0 + height, area.c0, area.c0 + width)
    if not area.anchor:  # a range written as one cell ("A1") is only an anchor; "A1:A1" is a bound
        if height > area.r1 - area.r0:
            raise invalid(f"Requested writing within range [{area.a1()}], but tried writing to row [{area.r1 + 1}]")
        if width > area.c1 - area.c0:
            column = column_letters(area.c1)
            raise invalid(f"Requested writing within range [{area.a1()}], but tried writing to column [{column}]")
    parsed = []
    for i, row in enumerate(rows):
        for j, raw in enumerate(row):
            if isinstance(raw, str) and len(raw) > MAX_CELL_CHARS:
                raise invalid(TOO_LONG)
            if raw is not None:
                try:
                    parsed.append((area.r0 + i, area.c0 + j, *parse_input(raw, option)))
                except TypeError as e:
                    raise invalid(f"Invalid values[{i}][{j}]: {e}") from None
    for r, c, value, fmt in parsed:
        old = sheet.cells.get((r, c))
        sheet.set(r, c, value, fmt or (old.format if old and option == "USER_ENTERED" else None))
    reply = {"spreadsheetId": book.id}
    if height and width:
        updated = format_range(sheet.title, area.r0, area.r0 + height, area.c0, area.c0 + width)
        reply.update(updatedRange=updated, updatedRows=height, updatedColumns=width, updatedCells=len(parsed))
    return reply


def _matrix(values: Any, major: str) -> list[list[Any]]:
    if values is None:
        return []
    if not isinstance(values, list) or not all(isinstance(r, list) for r in values):
        raise invalid("Invalid value at 'data.values': expected a list of lists")
    if major == "COLUMNS":
        height = max((len(c) for c in values), default=0)
        return [[col[i] if i < len(col) else None for col in values] for i in range(height)]
    return values


def _echo(call: Call, book: Spreadsheet, replies: list[dict], in_body: bool = False) -> None:
    """Add `updatedData` to update replies when includeValuesInResponse asks for it (a query
    parameter, or a body field for values.batchUpdate)."""
    if in_body:
        wanted = call.field("includeValuesInResponse", bool, False)
        option = call.field("responseValueRenderOption", str, "FORMATTED_VALUE")
        dt = call.field("responseDateTimeRenderOption", str, "SERIAL_NUMBER")
        if option not in RENDER_OPTIONS or dt not in DATETIME_OPTIONS:
            raise invalid("Invalid responseValueRenderOption or responseDateTimeRenderOption")
    else:
        wanted = call.flag("includeValuesInResponse")
        option = call.param("responseValueRenderOption", "FORMATTED_VALUE", RENDER_OPTIONS)
        dt = call.param("responseDateTimeRenderOption", "SERIAL_NUMBER", DATETIME_OPTIONS)
    for reply in replies:
        if wanted and "updatedRange" in reply:
            reply["updatedData"] = read(book, book.area(reply["updatedRange"]), "ROWS", option, dt)


def _options(call: Call) -> tuple[str, str, str]:
    return (
        call.param("majorDimension", "ROWS", DIMENSIONS),
        call.param("valueRenderOption", "FORMATTED_VALUE", RENDER_OPTIONS),
        call.param("dateTimeRenderOption", "SERIAL_NUMBER", DATETIME_OPTIONS),
    )


def _input_option(call: Call, value: Any = None) -> str:
    option = value if value is not None else call.param("valueInputOption")
    if option is None:
        raise invalid("'valueInputOption' is required but not specified")
    if option not in INPUT_OPTIONS:
        raise invalid(f"Invalid value at 'value_input_option' ({option})")
    return option


def get(call: Call):
    book = call.book()
    major, option, dt = _options(call)
    return read(book, book.area(call.groups[1]), major, option, dt)


def batch_get(call: Call):
    book = call.book()
    major, option, dt = _options(call)
    ranges = call.params("ranges")
    return {"spreadsheetId": book.id, "valueRanges": [read(book, book.area(r), major, option, dt) for r in ranges]}


def update(call: Call):
    book = call.book()
    option = _input_option(call)
    major = call.field("majorDimension", str, "ROWS")
    if major not in DIMENSIONS:
        raise invalid(f"Invalid value at 'data.major_dimension' ({major})")
    area = book.area(call.groups[1], write=True)
    named = call.field("range", str, None)
    if named is not None and book.area(named, write=True).a1() != area.a1():
        raise invalid(f"Requested writing within range [{area.a1()}], but the ValueRange names [{named}]")
    reply = write(book, area, call.field("values", list, []), major, option)
    call.save(book)
    _echo(call, book, [reply])
    return reply


def batch_update(call: Call):
    book = call.book()
    option = _input_option(call, call.field("valueInputOption", str, None))
    replies = []
    for i, data in enumerate(call.field("data", list, [])):
        if not isinstance(data, dict) or not isinstance(data.get("range"), str):
            raise invalid(f"Invalid data[{i}]: a ValueRange with a 'range' is required")
        major = data.get("majorDimension", "ROWS")
        if major not in DIMENSIONS:
            raise invalid(f"Invalid value at 'data[{i}].major_dimension' ({major})")
        replies.append(write(book, book.area(data["range"], write=True), data.get("values"), major, option))
    call.save(book)
    _echo(call, book, replies, in_body=True)
    total = {k: sum(r.get(f"updated{k}", 0) for r in replies) for k in ("Rows", "Columns", "Cells")}
    sheets = {r["updatedRange"].rsplit("!", 1)[0] for r in replies if "updatedRange" in r}
    return {
        "spreadsheetId": book.id,
        "totalUpdatedRows": total["Rows"],
        "totalUpdatedColumns": total["Columns"],
        "totalUpdatedCells": total["Cells"],
        "totalUpdatedSheets": len(sheets),
        "responses": replies,
    }


def append(call: Call):
    book = call.book()
    option = _input_option(call)
    insert = call.param("insertDataOption", "OVERWRITE", ("OVERWRITE", "INSERT_ROWS"))
    major = call.field("majorDimension", str, "ROWS")
    if major not in DIMENSIONS:
        raise invalid(f"Invalid value at 'data.major_dimension' ({major})")
    area = book.area(call.groups[1])
    rows = _matrix(call.field("values", list, []), major)
    for i, row in enumerate(rows):  # refuse bad values before the grid grows
        for j, raw in enumerate(row):
            if not isinstance(raw, (str, int, float, bool, type(None))):
                raise invalid(f"Invalid values[{i}][{j}]: expected a string, number or boolean")
    table = find_table(area)
    row, col = (table[1], table[2]) if table else (area.r0, area.c0)
    sheet = area.sheet
    if insert == "INSERT_ROWS" and rows:
        sheet.insert("ROWS", row, len(rows))
        refs.adjust(book, sheet, refs.inserted(0, row, len(rows)))
    width = max((len(r) for r in rows), default=0)
    sheet.row_count = max(sheet.row_count, row + len(rows))
    sheet.column_count = max(sheet.column_count, col + width)
    target = Area(sheet, row, row + len(rows), col, col + width)
    reply = {"spreadsheetId": book.id, "updates": write(book, target, rows, "ROWS", option)}
    if table:
        reply["tableRange"] = format_range(sheet.title, table[0], table[1], table[2], table[3])
    call.save(book)
    _echo(call, book, [reply["updates"]])
    return reply


def find_table(area: Area) -> tuple[int, int, int, int] | None:
    """The table values.append writes below: (first row, end row, first column, end column), or None.

    Reproduces the real API's detection from its recorded answers (gspread's cassettes
    `test_append_row_with_empty_value`, `…_and_table_range`, `test_delete_row`): the table is
    the block of edge-adjacent non-empty cells (not above or left of the range's first cell)
    holding the range's last non-empty cell in row-major order, as its bounding box. It may
    reach below and right of the range. So a row with a gap (`x`, ``, `y` in A1:C1) makes `C1`
    the table of a whole-sheet range, and the next append lands at C2:E2, then E3:G3 — the
    drift gspread's `table_range` parameter exists for; a range `A1` finds the table `A1`.
    """
    inside = [(r, c) for r, c in area.sheet.cells if area.r0 <= r < area.r1 and area.c0 <= c < area.c1]
    if not inside:
        return None
    cells = area.sheet.cells
    start = max(inside)
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for near in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if near not in seen and near in cells and near[0] >= area.r0 and near[1] >= area.c0:
                seen.add(near)
                todo.append(near)
    rows, cols = [r for r, _ in seen], [c for _, c in seen]
    return min(rows), max(rows) + 1, min(cols), max(cols) + 1


def clear(call: Call):
    book = call.book()
    area = book.area(call.groups[1])
    area.sheet.clear(area.r0, area.r1, area.c0, area.c1)
    call.save(book)
    return {"spreadsheetId": book.id, "clearedRange": area.a1()}


def batch_clear(call: Call):
    book = call.book()
    ranges = call.field("ranges", list, [])
    if not all(isinstance(r, str) for r in ranges):
        raise invalid("Invalid value at 'ranges': expected a list of A1 ranges")
    areas = [book.area(r) for r in ranges]
    for area in areas:
        area.sheet.clear(area.r0, area.r1, area.c0, area.c1)
    call.save(book)
    return {"spreadsheetId": book.id, "clearedRanges": [a.a1() for a in areas]}
