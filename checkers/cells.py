"""Reading a spreadsheet cell as a date or a figure, however the agent typed it.

A date typed into the Sheets UI (or sent USER_ENTERED) is stored as a serial number with a date
format, and `state.sheets.rows()` hands back the serial (`Decimal('45992')` is 2025-12-01); a
date sent RAW stays text. Checks on a date cell should accept both, and a status or figure cell
should accept a few words around the value ("11 C", "Quarantined (NVP-CC-2291)").
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any

SERIAL_EPOCH = date(1899, 12, 30)  # day 0 of Sheets (and Excel 1900-system) date serials
_SERIAL = re.compile(r"\d{5}(?:\.\d+)?")
_FIGURE = re.compile(r"-?\d+(?:\.\d+)?")
_WORD = re.compile(r"[^\W\d_]+")


def cell_date(value: Any) -> date | None:
    """A cell's date: a date or datetime, a date serial (number or its text, the fraction of a day
    dropped), or text starting with an ISO date (`2025-12-07`, `2025-12-07 09:00`); else None.

    >>> cell_date(Decimal("45998")), cell_date("2025-12-07T10:00"), cell_date("7 Dec")
    (datetime.date(2025, 12, 7), datetime.date(2025, 12, 7), None)
    """
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    text = "" if value is None else str(value).strip()
    if _SERIAL.fullmatch(text):
        return SERIAL_EPOCH + timedelta(days=int(Decimal(text)))
    try:
        return date.fromisoformat(text[:10])
    except ValueError:
        return None


def cell_figure(value: Any) -> Decimal | None:
    """The first figure in a cell (`11`, `"11 C"`, `"+1.0"`, `"-3"`) as a Decimal, else None.

    >>> cell_figure("6 h"), cell_figure(Decimal("4")), cell_figure("n/a")
    (Decimal('6'), Decimal('4'), None)
    """
    found = _FIGURE.search("" if value is None else str(value))
    return Decimal(found.group()) if found else None


def cell_word(value: Any) -> str:
    """A cell's first word, case-folded (`"Quarantined (NVP-CC-2291)"` → `"quarantined"`), else "".

    >>> cell_word(" Postponed - no dose"), cell_word(None)
    ('postponed', '')
    """
    found = _WORD.search("" if value is None else str(value))
    return found.group().casefold() if found else ""


__all__ = ["SERIAL_EPOCH", "cell_date", "cell_figure", "cell_word"]
