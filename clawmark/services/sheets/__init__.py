"""The `sheets` service: a local server speaking Google Sheets API v4 and a part of Drive v3.

Modules: a1 (range notation), cells (values and USER_ENTERED input), render (render options),
calc (formulas), model and store (spreadsheets in memory and SQLite), server/ (the HTTP app,
one module per resource group), seed, changes, snapshot, export, clients (pointing the Google
clients at the server), service (the Service seam).
"""

from clawmark.services.sheets.changes import CHANGE_KINDS
from clawmark.services.sheets.seed import SheetsSeed
from clawmark.services.sheets.service import SheetsService

__all__ = ["CHANGE_KINDS", "SheetsSeed", "SheetsService"]
