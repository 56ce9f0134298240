"""checkers.cells: a sheet cell read as a date, a figure or a status word, as agents type them."""

from datetime import date, datetime
from decimal import Decimal

import pytest

from checkers.cells import cell_date, cell_figure, cell_word


@pytest.mark.parametrize("value, expected", [
    (Decimal("45992"), date(2025, 12, 1)),          # what a USER_ENTERED date reads back as
    ("45998", date(2025, 12, 7)),
    (Decimal("45998.375"), date(2025, 12, 7)),      # a date-time serial: the day
    ("2025-12-07", date(2025, 12, 7)),
    ("2025-12-07 09:00", date(2025, 12, 7)),
    (datetime(2025, 12, 7, 9), date(2025, 12, 7)),
    (date(2026, 1, 2), date(2026, 1, 2)),
    ("7 December", None), ("", None), (None, None), ("1234", None),
])
def test_cell_date(value, expected):
    assert cell_date(value) == expected


@pytest.mark.parametrize("value, expected", [
    (Decimal("11"), Decimal("11")), ("11 C", Decimal("11")), ("+1.0", Decimal("1.0")), ("-3 deg", Decimal("-3")),
    ("6 h", Decimal("6")), (4, Decimal("4")), ("n/a", None), (None, None),
])
def test_cell_figure(value, expected):
    assert cell_figure(value) == expected


@pytest.mark.parametrize("value, expected", [
    ("Quarantined (NVP-CC-2291)", "quarantined"), (" POSTPONED - no dose", "postponed"), ("Booked", "booked"),
    ("", ""), (None, ""), ("12", ""),
])
def test_cell_word(value, expected):
    assert cell_word(value) == expected
