"""USER_ENTERED inputs → stored values (as the Sheets UI parses typing, en_US), one test each:
written through values.update and read back from the snapshot and all three render options."""

import pytest
from sheets.support import snapshot_cells

CASES = [
    # input, snapshot entered value, FORMATTED_VALUE, UNFORMATTED_VALUE
    ("42", {"number": "42"}, "42", 42),
    ("-3.5", {"number": "-3.5"}, "-3.5", -3.5),
    (".25", {"number": "0.25"}, "0.25", 0.25),
    ("1,234.5", {"number": "1234.5"}, "1,234.5", 1234.5),
    ("1e3", {"number": "1000"}, "1.00E+03", 1000),
    ("12%", {"number": "0.12"}, "12%", 0.12),
    ("12.5%", {"number": "0.125"}, "12.5%", 0.125),
    ("$1,200.50", {"number": "1200.5"}, "$1,200.50", 1200.5),
    ("-$5", {"number": "-5"}, "-$5", -5),
    ("2024-01-15", {"number": "45306"}, "2024-01-15", 45306),
    ("1/15/2024", {"number": "45306"}, "1/15/2024", 45306),
    ("Jan 15, 2024", {"number": "45306"}, "Jan 15, 2024", 45306),
    ("14:30", {"number": "0.6041666666666666"}, "14:30", 0.6041666666666666),
    ("2:30 PM", {"number": "0.6041666666666666"}, "2:30 PM", 0.6041666666666666),
    ("2024-01-15 12:00:00", {"number": "45306.5"}, "2024-01-15 12:00:00", 45306.5),
    ("TRUE", True, "TRUE", True),
    ("false", False, "FALSE", False),
    ("'0042", "0042", "0042", "0042"),
    ("hello world", "hello world", "hello world", "hello world"),
    ("12 apples", "12 apples", "12 apples", "12 apples"),
    ("=1+1", {"formula": "=1+1"}, "2", 2),
    ('="a"&"b"', {"formula": '="a"&"b"'}, "ab", "ab"),
]


@pytest.fixture(scope="module")
def book(sheets_server):
    from clawmark.services.sheets.clients import google_service

    api = google_service(sheets_server.url, sheets_server.token)
    return api, api.spreadsheets().create(body={"properties": {"title": "user-entered table"}}).execute()[
        "spreadsheetId"
    ]


@pytest.mark.parametrize(
    "row,text,stored,formatted,unformatted", [(i + 1, *c) for i, c in enumerate(CASES)], ids=[c[0] for c in CASES]
)
def test_user_entered_input_is_stored_as(sheets_server, book, row, text, stored, formatted, unformatted):
    api, book_id = book
    values = api.spreadsheets().values()
    cell = f"A{row}"  # a fresh cell each: a cell keeps the number format its first input implied
    values.update(
        spreadsheetId=book_id, range=cell, valueInputOption="USER_ENTERED", body={"values": [[text]]}
    ).execute()
    assert snapshot_cells(sheets_server, book_id)[cell][0] == stored
    got = {
        opt: values.get(spreadsheetId=book_id, range=cell, valueRenderOption=opt).execute()["values"][0][0]
        for opt in ("FORMATTED_VALUE", "UNFORMATTED_VALUE")
    }
    assert got == {"FORMATTED_VALUE": formatted, "UNFORMATTED_VALUE": unformatted}


@pytest.mark.parametrize("raw,stored", [("=1+1", "=1+1"), ("12%", "12%"), (7, {"number": "7"}), (True, True)])
def test_raw_input_is_stored_as_given(sheets_server, book, raw, stored):
    api, book_id = book
    api.spreadsheets().values().update(
        spreadsheetId=book_id, range="B1", valueInputOption="RAW", body={"values": [[raw]]}
    ).execute()
    assert snapshot_cells(sheets_server, book_id)["B1"][0] == stored
