"""Spreadsheets and tables: xlsx workbooks (openpyxl) and CSV files.

    kind: table
    path: seed/fs/finance/budget.xlsx        # or .csv (exactly one sheet)
    sheets:
      - name: Budget
        rows:
          - [Line, Amount]
          - [Drying, 2150]
          - [Total, "=SUM(B2:B2)"]           # strings starting with '=' are formulas (xlsx)

openpyxl stamps the save time into docProps/core.xml and every zip entry; here both are fixed
(2000-01-01), entries keep openpyxl's order and compression, so the bytes depend only on the
recipe and the pinned openpyxl. CSV is written with the csv module, `\\n` line ends. Read back as
an agent would: openpyxl cell values (formulas as written), or the csv module.
"""

from __future__ import annotations

import csv
import io
import zipfile
from datetime import date, datetime
from pathlib import Path
from typing import Literal, Union

import openpyxl
from openpyxl.xml.functions import tostring
from pydantic import Field, model_validator

from clawmark.artifacts.base import Recipe
from clawmark.artifacts.tools import ArtifactError
from clawmark.artifacts.zips import fixed_times
from clawmark.model import StrictModel

Cell = Union[bool, int, float, date, str, None]
FIXED = datetime(2000, 1, 1)


class Sheet(StrictModel):
    """A worksheet: a title and its rows from A1."""

    name: str = Field("Sheet1", min_length=1, max_length=31, description="Worksheet title.")
    rows: list[list[Cell]] = Field(description="Rows of cell values; '=...' strings are formulas in xlsx.")


class TableRecipe(Recipe):
    """An xlsx workbook or a CSV file, read back with openpyxl or the csv module."""

    suffixes = (".xlsx", ".csv")
    reader = "openpyxl / csv"
    kind: Literal["table"]
    sheets: list[Sheet] = Field(min_length=1, description="Worksheets in tab order (a .csv takes exactly one).")

    @model_validator(mode="after")
    def _one_sheet_for_csv(self) -> "TableRecipe":
        if self.suffix == ".csv" and len(self.sheets) != 1:
            raise ValueError("a .csv table has exactly one sheet")
        return self

    def generate(self, work: Path) -> bytes:
        if self.suffix == ".csv":
            out = io.StringIO()
            csv.writer(out, lineterminator="\n").writerows(["" if v is None else v for v in row] for row in self.sheets[0].rows)
            return out.getvalue().encode("utf-8")
        return _xlsx(self.sheets)

    def read(self, path: Path, work: Path) -> str:
        if self.suffix == ".csv":
            with open(path, newline="", encoding="utf-8") as f:
                return "\n".join("\t".join(row) for row in csv.reader(f))
        try:
            wb = openpyxl.load_workbook(path, read_only=True)
        except (zipfile.BadZipFile, KeyError, ValueError, OSError) as e:
            raise ArtifactError(f"openpyxl cannot read {path.name}: {e}") from None
        lines = [f"{ws.title}\t" + "\t".join("" if v is None else str(v) for v in row)
                 for ws in wb.worksheets for row in ws.iter_rows(values_only=True)]
        wb.close()
        return "\n".join(lines)


def _xlsx(sheets: list[Sheet]) -> bytes:
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for sheet in sheets:
        ws = wb.create_sheet(sheet.name)
        for row in sheet.rows:
            ws.append(row)
    wb.properties.creator = "ClawMark"
    saved = io.BytesIO()
    wb.save(saved)  # stamps the wall clock into properties.modified: reset it below
    wb.properties.created = wb.properties.modified = FIXED
    return fixed_times(saved.getvalue(), {"docProps/core.xml": tostring(wb.properties.to_tree())})
