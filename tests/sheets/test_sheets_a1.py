"""A1 / R1C1 notation → parsed ranges (the Sheets API's "A1 notation" guide), one test per form."""

import pytest

from clawmark.services.sheets.a1 import Range, RangeError, format_range, parse_range, quote_sheet

SHEETS = ["Sheet1", "My Sheet", "It's", "A1"]

CASES = [
    ("Sheet1", Range("Sheet1")),
    ("'My Sheet'", Range("My Sheet")),
    ("My Sheet", Range("My Sheet")),
    ("Sheet1!A1", Range("Sheet1", 0, 1, 0, 1, anchor=True)),
    ("A1", Range(None, 0, 1, 0, 1, anchor=True)),  # the cell, even with a sheet titled "A1"
    ("B2", Range(None, 1, 2, 1, 2, anchor=True)),
    ("$B$2", Range(None, 1, 2, 1, 2, anchor=True)),
    ("B2:B2", Range(None, 1, 2, 1, 2)),
    ("b2:c3", Range(None, 1, 3, 1, 3)),
    ("C3:B2", Range(None, 1, 3, 1, 3)),
    ("Sheet1!A1:B2", Range("Sheet1", 0, 2, 0, 2)),
    ("'My Sheet'!A1:B2", Range("My Sheet", 0, 2, 0, 2)),
    ("'It''s'!C5", Range("It's", 4, 5, 2, 3, anchor=True)),
    ("'A1'", Range("A1")),
    ("'Sheet1'!A:A", Range("Sheet1", None, None, 0, 1)),
    ("Sheet1!A:C", Range("Sheet1", None, None, 0, 3)),
    ("Sheet1!2:2", Range("Sheet1", 1, 2, None, None)),
    ("Sheet1!1:3", Range("Sheet1", 0, 3, None, None)),
    ("Sheet1!A2:C", Range("Sheet1", 1, None, 0, 3)),
    ("Sheet1!A2:2", Range("Sheet1", 1, 2, 0, None)),
    ("AA10", Range(None, 9, 10, 26, 27, anchor=True)),
    ("Sheet1!R1C1", Range("Sheet1", 0, 1, 0, 1, anchor=True)),
    ("R2C3:R5C7", Range(None, 1, 5, 2, 7)),
    ("R2C3:R5C", Range(None, 1, 5, 2, None)),
    ("'a!b'!A1", Range("a!b", 0, 1, 0, 1, anchor=True)),
]


@pytest.mark.parametrize("text,expected", CASES, ids=[c[0] for c in CASES])
def test_a1_form_parses(text, expected):
    assert parse_range(text, SHEETS) == expected


@pytest.mark.parametrize("text", ["A0", "A:1", "Sheet1!", "'unterminated!A1", "A1:B2:C3", "!A1", "1A"])
def test_bad_a1_is_refused(text):
    with pytest.raises(RangeError):
        parse_range(text, SHEETS)


@pytest.mark.parametrize(
    "title,written",
    [("Sheet1", "Sheet1"), ("My Sheet", "'My Sheet'"), ("It's", "'It''s'"), ("A1", "'A1'"), ("R1C1", "'R1C1'")],
)
def test_sheet_titles_are_quoted_when_needed(title, written):
    assert quote_sheet(title) == written
    assert parse_range(f"{written}!B2", [title]) == Range(title, 1, 2, 1, 2, anchor=True)


def test_replies_write_single_cells_without_a_colon():
    assert format_range("My Sheet", 0, 1, 0, 1) == "'My Sheet'!A1"
    assert format_range("Sheet1", 0, 1000, 0, 26) == "Sheet1!A1:Z1000"
