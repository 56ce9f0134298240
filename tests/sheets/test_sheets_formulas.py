"""Formulas are stored as entered and evaluated for reads (via the `formulas` library): the
issue's function list, cross-sheet references, TODAY on the universe clock, Google's errors."""

import pytest
from sheets.support import snapshot_cells

DATA = [
    ["Name", "Qty", "Price", "Paid"],
    ["apple", "3", "1.5", "TRUE"],
    ["pear", "5", "2", "FALSE"],
    ["plum", "", "4", "TRUE"],
]

CASES = [
    ("=B2*C2+1", "5.5"),
    ("=(B2+B3)/2", "4"),
    ("=SUM(B2:B4)", "8"),
    ("=SUM(B:B)", "8"),
    ("=AVERAGE(C2:C4)", "2.5"),
    ("=MIN(C2:C4)", "1.5"),
    ("=MAX(C2:C4)", "4"),
    ("=COUNT(B2:B4)", "2"),
    ("=COUNTA(A1:A10)", "4"),
    ('=COUNTIF(C2:C4,">1.5")', "2"),
    ('=SUMIF(A2:A4,"p*",C2:C4)', "6"),
    ('=IF(B2>2,"many","few")', "many"),
    ("=AND(D2,D3)", False),
    ("=OR(D2,D3)", True),
    ("=ROUND(C2*1.2345,2)", "1.85"),
    ('=VLOOKUP("pear",A2:C4,3,FALSE)', "2"),
    ('=XLOOKUP("plum",A2:A4,C2:C4)', "4"),
    ("=Rates!B1*2", "0.4"),
    ("='Other sheet'!A1&\"!\"", "hi!"),
    ("=TODAY()", "45355"),
    ("=1/0", "#DIV/0!"),
    ('=VLOOKUP("fig",A2:C4,3,FALSE)', "#N/A"),
    ("=Missing!A1", "#REF!"),
    ("=SUM(1,", "#ERROR!"),
    ("=NOSUCHFUNCTION(1)", "#NAME?"),
]


@pytest.fixture(scope="module")
def book(sheets_server):
    from clawmark.services.sheets.clients import google_service

    api = google_service(sheets_server.url, sheets_server.token)
    book_id = (
        api.spreadsheets()
        .create(
            body={
                "properties": {"title": "formulas"},
                "sheets": [
                    {"properties": {"title": "Data"}},
                    {"properties": {"title": "Rates"}},
                    {"properties": {"title": "Other sheet"}},
                ],
            }
        )
        .execute()["spreadsheetId"]
    )
    values = api.spreadsheets().values()
    for rng, rows in (("Data!A1", DATA), ("Rates!A1", [["vat", "20%"]]), ("'Other sheet'!A1", [["hi"]])):
        values.update(
            spreadsheetId=book_id, range=rng, valueInputOption="USER_ENTERED", body={"values": rows}
        ).execute()
    formulas = [[f] for f, _ in CASES]
    values.update(
        spreadsheetId=book_id, range="Data!F1", valueInputOption="USER_ENTERED", body={"values": formulas}
    ).execute()
    return api, book_id


def _expected(value):
    if isinstance(value, bool):
        return value
    if value.startswith("#"):
        return {"error": value}
    try:
        float(value)
        return {"number": value}
    except ValueError:
        return value


@pytest.mark.parametrize("row,formula,expected", [(i + 1, *c) for i, c in enumerate(CASES)], ids=[c[0] for c in CASES])
def test_formula_evaluates(sheets_server, book, row, formula, expected):
    cells = snapshot_cells(sheets_server, book[1], "Data")
    assert cells[f"F{row}"] == [{"formula": formula}, _expected(expected)]


def test_errors_render_like_google(book):
    api, book_id = book
    got = (
        api.spreadsheets()
        .values()
        .get(spreadsheetId=book_id, range="Data!F21:F25", valueRenderOption="UNFORMATTED_VALUE")
        .execute()["values"]
    )
    assert got == [["#DIV/0!"], ["#N/A"], ["#REF!"], ["#ERROR!"], ["#NAME?"]]


def test_dependent_formulas_follow_their_inputs_and_cycles_are_ref_errors(sheets_server, book):
    api, book_id = book
    values = api.spreadsheets().values()
    values.update(
        spreadsheetId=book_id,
        range="Data!H1",
        valueInputOption="USER_ENTERED",
        body={"values": [["=H2+1"], ["=H3*2"], ["5"], ["=H5"], ["=H4"]]},
    ).execute()
    cells = snapshot_cells(sheets_server, book_id, "Data")
    assert [cells[f"H{i}"][1] for i in (1, 2, 4, 5)] == [
        {"number": "11"},
        {"number": "10"},
        {"error": "#REF!"},
        {"error": "#REF!"},
    ]
    values.update(
        spreadsheetId=book_id, range="Data!H3", valueInputOption="USER_ENTERED", body={"values": [["7"]]}
    ).execute()
    assert snapshot_cells(sheets_server, book_id, "Data")["H1"][1] == {"number": "15"}


def test_today_follows_the_universe_clock(sheets_server, book):
    api, book_id = book
    sheets_server.clock.set_round(2)
    sheets_server.follow_clock()
    try:
        assert snapshot_cells(sheets_server, book_id, "Data")["F20"][1] == {"number": "45356"}
        shown = api.spreadsheets().values().get(spreadsheetId=book_id, range="Data!F20").execute()["values"]
        assert shown == [["3/5/2024"]]
    finally:
        sheets_server.clock.set_round(1)
        sheets_server.follow_clock()


def test_random_functions_are_reproducible(sheets_server, book):
    api, book_id = book
    api.spreadsheets().values().update(
        spreadsheetId=book_id,
        range="Data!J1",
        valueInputOption="USER_ENTERED",
        body={"values": [["=RAND()"], ["=RANDBETWEEN(1,100)"]]},
    ).execute()
    first = snapshot_cells(sheets_server, book_id, "Data")
    api.spreadsheets().values().update(
        spreadsheetId=book_id, range="Data!K1", valueInputOption="RAW", body={"values": [["touch"]]}
    ).execute()  # forces a recalculation
    second = snapshot_cells(sheets_server, book_id, "Data")
    assert [first["J1"], first["J2"]] == [second["J1"], second["J2"]]
    assert 0 <= float(first["J1"][1]["number"]) < 1
