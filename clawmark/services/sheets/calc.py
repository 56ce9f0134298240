"""Formula evaluation with the `formulas` library (github.com/vinci1it2000/formulas).

`formulas` parses and compiles each formula into a function of its references; this module
resolves those references against the spreadsheet (other sheets included), orders formula
cells by their dependencies (graphlib), and turns results into cell values. Errors render as
Sheets does: "#DIV/0!", "#N/A", "#VALUE!", "#NAME?", "#REF!" (also for circular dependencies),
"#ERROR!" for text that does not parse. TODAY() and NOW() read the universe clock set with
`set_now`, never the wall clock; RAND() and RANDBETWEEN() draw from a generator reset to a fixed
seed at every recalculation, so snapshots stay reproducible. The library is imported on first
use (it takes ~1 s).
"""

from __future__ import annotations

import collections
import math
from datetime import datetime
from functools import lru_cache
from graphlib import CycleError, TopologicalSorter
from typing import Any

from clawmark.services.sheets.a1 import RangeError, parse_cells, split_sheet
from clawmark.services.sheets.cells import CellError, Formula, NumberFormat, Value, datetime_to_serial
from clawmark.services.sheets.formula_errors import explain
from clawmark.services.sheets.model import Sheet, Spreadsheet

Key = tuple[int, int, int]  # (sheetId, row, column)
_now = {"moment": datetime(2000, 1, 1)}
_DATE_FORMAT = NumberFormat("DATE", "M/d/yyyy")
_DATETIME_FORMAT = NumberFormat("DATE_TIME", "M/d/yyyy H:mm:ss")


def set_now(moment: datetime) -> None:
    """Set the instant TODAY() and NOW() see (naive local time of the task's timezone)."""
    _now["moment"] = moment.replace(tzinfo=None)


@lru_cache(maxsize=1)
def _lib():
    import formulas
    import numpy
    import schedula
    from formulas.functions import COMPILING, wrap_func, wrap_impure_func
    from formulas.tokens.operand import XlError

    def today():
        return datetime_to_serial(_now["moment"].replace(hour=0, minute=0, second=0, microsecond=0))

    def now():
        return datetime_to_serial(_now["moment"])

    table = formulas.get_functions()
    for name, fn in (("TODAY", today), ("NOW", now)):
        table[name] = {
            "extra_inputs": collections.OrderedDict([(COMPILING, False)]),
            "function": wrap_impure_func(wrap_func(fn)),
        }
    # the table is a defaultdict that gains every unknown name compiled: take the names now
    return formulas, numpy, schedula.EMPTY, XlError, frozenset(name.upper() for name in table)


@lru_cache(maxsize=4096)
def _compile(text: str) -> tuple[Any, list[str]] | CellError:
    formulas = _lib()[0]
    try:
        func = formulas.Parser().ast(text)[1].compile()
    except Exception:  # noqa: BLE001 - any parse/compile failure is the cell's #ERROR!
        return CellError("#ERROR!", explain("#ERROR!", text))
    return func, list(func.inputs)


def evaluate(book: Spreadsheet) -> dict[Key, tuple[Value, NumberFormat | None]]:
    """Effective value and inferred number format of every formula cell of `book`."""
    if book.effective is not None:
        return book.effective
    cells = {
        (s.sheet_id, r, c): cell.value.text
        for s in book.sheets
        for (r, c), cell in s.cells.items()
        if isinstance(cell.value, Formula)
    }
    results: dict[Key, tuple[Value, NumberFormat | None]] = {}
    if cells:
        _evaluate(book, cells, results)
    book.effective = results
    return results


def _evaluate(book: Spreadsheet, cells: dict[Key, str], results: dict) -> None:
    sheets = {s.sheet_id: s for s in book.sheets}
    plans = {key: _plan(book, sheets[key[0]], text) for key, text in cells.items()}
    graph = {key: _depends(key, plan, cells) for key, plan in plans.items()}
    while True:
        try:
            order = list(TopologicalSorter(graph).static_order())
            break
        except CycleError as e:
            for key in e.args[1]:
                results[key] = (CellError("#REF!", explain("#REF!", cells[key], circular=True)), None)
                graph[key] = set()
    _lib()[1].random.seed(0)  # after compiling (which may draw): RAND() gets the same draws every time
    for key in order:
        if key not in results:
            results[key] = _run(book, plans[key], cells[key], results)


def _plan(book: Spreadsheet, sheet: Sheet, text: str):
    """(compiled function, [(sheet, r0, r1, c0, c1) or None per input]) or a CellError."""
    compiled = _compile(text)
    if isinstance(compiled, CellError):
        return compiled
    func, names = compiled
    return func, [_input_area(book, sheet, name) for name in names]


def _input_area(book: Spreadsheet, sheet: Sheet, name: str):
    try:
        title, cells = split_sheet(name)
        r0, r1, c0, c1 = parse_cells(cells or "")
    except RangeError:
        return None
    target = sheet if title is None else book.sheet(title)
    if target is None:
        return None
    r1 = target.row_count if r1 is None else min(r1, target.row_count)
    c1 = target.column_count if c1 is None else min(c1, target.column_count)
    return target, r0 or 0, r1, c0 or 0, c1


def _depends(key: Key, plan, cells: dict[Key, str]) -> set[Key]:
    if isinstance(plan, CellError):
        return set()
    deps = set()
    for area in plan[1]:
        if area is not None:
            sheet, r0, r1, c0, c1 = area
            deps.update(k for k in _keys_in(cells, sheet.sheet_id, r0, r1, c0, c1))
    return deps


def _keys_in(cells: dict, sid: int, r0: int, r1: int, c0: int, c1: int):
    """Keys of `cells` ((sheetId, row, col) → …) inside the area, by whichever walk is shorter."""
    if (r1 - r0) * (c1 - c0) <= len(cells):
        return [(sid, r, c) for r in range(r0, r1) for c in range(c0, c1) if (sid, r, c) in cells]
    return [k for k in cells if k[0] == sid and r0 <= k[1] < r1 and c0 <= k[2] < c1]


def _run(book: Spreadsheet, plan, text: str, results: dict) -> tuple[Value, NumberFormat | None]:
    if isinstance(plan, CellError):
        return plan, None
    _, numpy, empty, xl_error, _ = _lib()
    func, areas = plan
    args = [_argument(area, results, numpy, empty, xl_error) for area in areas]
    try:
        out = func(*args)
    except Exception as e:  # noqa: BLE001 - an unknown function is #NAME?, any other failure #VALUE!
        unknown = any(isinstance(a, NotImplementedError) for a in e.args)
        code = "#NAME?" if unknown else "#VALUE!"
        return CellError(code, explain(code, text, _function_names())), None
    value = _value(out, numpy, empty, xl_error)
    if isinstance(value, CellError):
        value = CellError(value.code, explain(value.code, text, _function_names()))
    return value, _format(text, areas, results)


def _function_names() -> frozenset[str]:
    return _lib()[4]


def _argument(area, results: dict, numpy, empty, xl_error):
    if area is None:
        return xl_error("#REF!")
    sheet, r0, r1, c0, c1 = area
    grid = numpy.empty((max(r1 - r0, 0), max(c1 - c0, 0)), dtype=object)
    grid.fill(empty)
    if (r1 - r0) * (c1 - c0) <= len(sheet.cells):
        found = ((rc, sheet.cells.get(rc)) for rc in ((r, c) for r in range(r0, r1) for c in range(c0, c1)))
    else:
        found = (((r, c), cell) for (r, c), cell in sheet.cells.items() if r0 <= r < r1 and c0 <= c < c1)
    for (r, c), cell in found:
        if cell is not None:
            value = results.get((sheet.sheet_id, r, c), (cell.value,))[0]
            grid[r - r0, c - c0] = xl_error(value.code) if isinstance(value, CellError) else value
    return grid[0, 0] if grid.shape == (1, 1) else grid


def _value(out, numpy, empty, xl_error) -> Value:
    while isinstance(out, numpy.ndarray):
        out = out.ravel()[0] if out.size else empty
    if out is empty or out is None:
        return None
    if isinstance(out, xl_error):
        return CellError(str(out))
    if isinstance(out, (bool, numpy.bool_)):
        return bool(out)
    if isinstance(out, (int, numpy.integer)):
        return int(out)
    if isinstance(out, (float, numpy.floating)):
        number = float(out)
        if not math.isfinite(number):
            return CellError("#NUM!")
        return int(number) if number.is_integer() and abs(number) < 1e15 else number
    return str(out)


def _format(text: str, areas, results: dict) -> NumberFormat | None:
    """The number format Sheets would show the result in: dates for TODAY/DATE, date-times for
    NOW, else the format of the first referenced cell that has one."""
    upper = text.upper()
    if "NOW(" in upper:
        return _DATETIME_FORMAT
    if "TODAY(" in upper or "DATE(" in upper:
        return _DATE_FORMAT
    for area in areas:
        if area is not None:
            sheet, r0, _, c0, _ = area
            cell = sheet.cells.get((r0, c0))
            fmt = cell.format if cell is not None else None
            fmt = fmt or results.get((sheet.sheet_id, r0, c0), (None, None))[1]
            if fmt is not None:
                return fmt
    return None
