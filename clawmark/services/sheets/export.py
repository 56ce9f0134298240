"""Export a spreadsheet as xlsx (openpyxl) or CSV (its first sheet), as Drive's files.export does.

xlsx keeps every sheet in order, entered values (formulas as formulas) and number formats;
CSV holds the first sheet's formatted values, as Drive exports it.
"""

from __future__ import annotations

import csv
import io

from clawmark.services.sheets.calc import evaluate
from clawmark.services.sheets.cells import CellError, Formula
from clawmark.services.sheets.model import Spreadsheet
from clawmark.services.sheets.render import formatted


def to_xlsx(book: Spreadsheet) -> bytes:
    """The workbook bytes: one worksheet per sheet, formulas kept as formulas."""
    import openpyxl

    workbook = openpyxl.Workbook()
    workbook.remove(workbook.active)
    for sheet in book.sheets:
        worksheet = workbook.create_sheet(sheet.title[:31])
        for (r, c), cell in sorted(sheet.cells.items()):
            value = cell.value
            target = worksheet.cell(
                row=r + 1,
                column=c + 1,
                value=value.code
                if isinstance(value, CellError)
                else (value.text if isinstance(value, Formula) else value),
            )
            if cell.format:
                target.number_format = cell.format.pattern
    out = io.BytesIO()
    workbook.save(out)
    return out.getvalue()


def to_csv(book: Spreadsheet) -> str:
    """The first sheet's formatted values as CSV (CRLF line ends, trailing empties trimmed)."""
    effective = evaluate(book)
    sheet = book.sheets[0]
    height, width = sheet.extent()
    out = io.StringIO()
    writer = csv.writer(out)
    for r in range(height):
        row = []
        for c in range(width):
            cell = sheet.cells.get((r, c))
            value, fmt = effective.get((sheet.sheet_id, r, c), (cell.value, cell.format)) if cell else (None, None)
            row.append("" if value is None else formatted(value, fmt or cell.format))
        writer.writerow(row)
    return out.getvalue()
