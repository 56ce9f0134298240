"""Helpers for the sheets tests: the universe clock they run on, and reading one spreadsheet back
from the service's snapshot."""

from __future__ import annotations

from datetime import date, time

from clawmark.clock import Day, UniverseClock
from clawmark.services.sheets.service import SheetsService

DAYS = [Day(date(2024, 3, 4), time(9, 0)), Day(date(2024, 3, 5), time(9, 0))]


def make_clock() -> UniverseClock:
    return UniverseClock("Europe/London", DAYS)


def snapshot_book(service: SheetsService, spreadsheet_id: str) -> dict:
    """The snapshot entry of one spreadsheet."""
    books = service.snapshot().data["spreadsheets"]
    return next(b for b in books if b["id"] == spreadsheet_id)


def snapshot_cells(service: SheetsService, spreadsheet_id: str, sheet: str | None = None) -> dict[str, list]:
    """{A1: [entered, effective]} of one sheet (the first by default) from the snapshot."""
    book = snapshot_book(service, spreadsheet_id)
    found = book["sheets"][0] if sheet is None else next(s for s in book["sheets"] if s["title"] == sheet)
    return {name: [entered, effective] for name, entered, effective in found["cells"]}
