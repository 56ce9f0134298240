"""Who made the world's sheets changes: the `by` of a change, kept beside the server's snapshot.

The Sheets API records no editor per cell, so the server does not either. The harness notes the
cells a change with `by` wrote (entered values before and after it) and adds them to the
snapshot, per sheet, while the cell still holds what that change wrote:

    {"spreadsheets": [{…, "sheets": [{…, "cells": [...], "edited_by": {"B4": "lea.vogt"}}]}]}

A sheet none of whose cells a `by` change wrote has no `edited_by`, so the snapshots of tasks
that never use `by` are exactly what they were. Checks read it as `state.sheets.edited_by(ref)`.
"""

from __future__ import annotations

from typing import Any

Key = tuple[str, int, str]  # spreadsheet id, sheetId, A1


def entered(data: dict[str, Any]) -> dict[Key, Any]:
    """Every non-empty cell's entered value in a snapshot's `data`, by (spreadsheet, sheetId, A1)."""
    return {(book["id"], sheet["sheetId"], a1): value
            for book in data["spreadsheets"] for sheet in book["sheets"] for a1, value, _ in sheet["cells"]}


class Editors:
    """The cells written by changes with `by`: key → (by, the entered value written)."""

    def __init__(self) -> None:
        self.cells: dict[Key, tuple[str, Any]] = {}

    def record(self, before: dict[str, Any], after: dict[str, Any], by: str) -> None:
        """Attribute to `by` every cell whose entered value differs between the snapshot data
        `before` and `after` one change (a cell it emptied is attributed too)."""
        old, new = entered(before), entered(after)
        for key in sorted({*old, *new}):
            if old.get(key) != new.get(key):
                self.cells[key] = (by, new.get(key))

    def annotate(self, data: dict[str, Any]) -> dict[str, Any]:
        """`data` with `edited_by` added to each sheet holding a cell still as a `by` change left it."""
        now = entered(data)
        for book in data["spreadsheets"]:
            for sheet in book["sheets"]:
                mine = {a1: by for (book_id, sheet_id, a1), (by, value) in self.cells.items()
                        if (book_id, sheet_id) == (book["id"], sheet["sheetId"]) and now.get((book_id, sheet_id, a1)) == value}
                if mine:
                    sheet["edited_by"] = dict(sorted(mine.items()))
        return data
