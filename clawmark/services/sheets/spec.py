"""The sheets' part of task.yaml, declared: the `seed.sheets` section and the change kinds
(events and mutations): set_values, append_rows, clear, add_sheet.

Each names its spreadsheet by title and is applied through the server's own API (values.update,
values.append, values.clear, batchUpdate addSheet), exactly as a person editing would; `by` names
that person (clawmark.services.sheets.editors). This module imports only pydantic and
clawmark.model/clawmark.changes; the seed files are read by clawmark.services.sheets.seed.
"""

from __future__ import annotations

from typing import Literal, Union

from pydantic import Field

from clawmark.changes import Change, RelativePath
from clawmark.model import StrictModel

class SheetsSeed(StrictModel):
    """Where the initial spreadsheets come from."""

    dir: RelativePath = Field("seed/sheets", description="Folder of *.json cell grids and *.xlsx workbooks.")


CellInput = Union[str, int, float, bool, None]
Rows = list[list[CellInput]]


class _SheetsChange(Change):
    spreadsheet: str = Field(description="Title of the spreadsheet to change.")
    by: str | None = Field(
        None, min_length=1,
        description="Who makes the change (a colleague's name or address, like kb's `by`): the cells it writes "
                    "carry it in the snapshot while they hold what it wrote (`state.sheets.edited_by(ref)`). "
                    "Default: nobody named.",
    )


class SheetsSetValues(_SheetsChange):
    """Write values into a range (like values.update)."""

    kind: Literal["sheets.set_values"]
    range: str = Field(description="A1 range whose top-left cell receives values[0][0], e.g. 'Budget'!B4.")
    values: Rows = Field(description='Rows of cell inputs; null leaves a cell unchanged, "" empties it.')
    value_input_option: Literal["USER_ENTERED", "RAW"] = Field(
        "USER_ENTERED", description="USER_ENTERED parses text as typed in the UI; RAW stores it as is."
    )


class SheetsAppendRows(_SheetsChange):
    """Append rows after the table found in a range (like values.append)."""

    kind: Literal["sheets.append_rows"]
    range: str = Field(description="Range whose table the rows are appended to, e.g. a sheet title.")
    values: Rows = Field(description="Rows of cell inputs.")
    value_input_option: Literal["USER_ENTERED", "RAW"] = Field("USER_ENTERED", description="How inputs are read.")


class SheetsClear(_SheetsChange):
    """Empty every cell of a range (like values.clear)."""

    kind: Literal["sheets.clear"]
    range: str = Field(description="A1 range to empty.")


class SheetsAddSheet(_SheetsChange):
    """Add a sheet (tab), optionally with rows from A1."""

    kind: Literal["sheets.add_sheet"]
    title: str = Field(description="Title of the new sheet.")
    values: Rows = Field(default_factory=list, description="Rows written from A1 (USER_ENTERED).")


CHANGE_KINDS = (SheetsSetValues, SheetsAppendRows, SheetsClear, SheetsAddSheet)
