"""spreadsheets.batchUpdate request kinds through google-api-python-client, checked against the
snapshot; a failing request leaves the spreadsheet untouched (the batch is all-or-nothing)."""

import pytest
from googleapiclient.errors import HttpError
from sheets.support import snapshot_book

ROWS = [["Name", "Team", "Score"], ["ann", "red", "7"], ["bob", "blue", "9"], ["cy", "red", "9"], ["di", "blue", "3"]]


@pytest.fixture()
def book(sheets_api, title):
    book_id = sheets_api.spreadsheets().create(body={"properties": {"title": title}}).execute()["spreadsheetId"]
    sheets_api.spreadsheets().values().update(
        spreadsheetId=book_id, range="A1", valueInputOption="USER_ENTERED", body={"values": ROWS}
    ).execute()
    return book_id


def _batch(api, book_id, *requests):
    return api.spreadsheets().batchUpdate(spreadsheetId=book_id, body={"requests": list(requests)}).execute()["replies"]


def _column(sheet, letter):
    return [entered for name, entered, _ in sheet["cells"] if name.rstrip("0123456789") == letter]


def test_sheet_kinds(sheets_server, sheets_api, book):
    replies = _batch(
        sheets_api,
        book,
        {"addSheet": {"properties": {"title": "First", "index": 0}}},
        {"duplicateSheet": {"sourceSheetId": 0, "newSheetName": "Copy"}},
        {
            "updateSheetProperties": {
                "properties": {"sheetId": 0, "title": "Data", "gridProperties": {"rowCount": 50, "frozenRowCount": 1}},
                "fields": "title,gridProperties.rowCount,gridProperties.frozenRowCount",
            }
        },
        {"updateSpreadsheetProperties": {"properties": {"title": "Renamed"}, "fields": "title"}},
    )
    first_id = replies[0]["addSheet"]["properties"]["sheetId"]
    assert replies[1]["duplicateSheet"]["properties"]["title"] == "Copy"
    snap = snapshot_book(sheets_server, book)
    assert snap["title"] == "Renamed"
    assert [(s["title"], s["rowCount"]) for s in snap["sheets"]] == [("First", 1000), ("Data", 50), ("Copy", 1000)]
    assert snap["sheets"][2]["cells"] == snap["sheets"][1]["cells"]
    _batch(sheets_api, book, {"deleteSheet": {"sheetId": first_id}})
    props = sheets_api.spreadsheets().get(spreadsheetId=book, fields="sheets.properties(title,index)").execute()
    assert props == {
        "sheets": [{"properties": {"title": "Data", "index": 0}}, {"properties": {"title": "Copy", "index": 1}}]
    }


def test_dimension_kinds(sheets_server, sheets_api, book):
    _batch(
        sheets_api,
        book,
        {"insertDimension": {"range": {"sheetId": 0, "dimension": "ROWS", "startIndex": 1, "endIndex": 3}}},
        {"deleteDimension": {"range": {"sheetId": 0, "dimension": "COLUMNS", "startIndex": 1, "endIndex": 2}}},
        {"appendDimension": {"sheetId": 0, "dimension": "COLUMNS", "length": 4}},
    )
    sheet = snapshot_book(sheets_server, book)["sheets"][0]
    assert (sheet["rowCount"], sheet["columnCount"]) == (1002, 29)
    assert _column(sheet, "A") == ["Name", "ann", "bob", "cy", "di"]
    assert [c[0] for c in sheet["cells"] if c[0].startswith("A")] == ["A1", "A4", "A5", "A6", "A7"]
    assert _column(sheet, "B") == ["Score", {"number": "7"}, {"number": "9"}, {"number": "9"}, {"number": "3"}]


def test_cell_kinds(sheets_server, sheets_api, book):
    _batch(
        sheets_api,
        book,
        {
            "updateCells": {
                "start": {"sheetId": 0, "rowIndex": 0, "columnIndex": 3},
                "rows": [
                    {"values": [{"userEnteredValue": {"stringValue": "Bonus"}}]},
                    {"values": [{"userEnteredValue": {"formulaValue": "=C2*2"}}]},
                ],
                "fields": "userEnteredValue",
            }
        },
        {
            "repeatCell": {
                "range": {
                    "sheetId": 0,
                    "startRowIndex": 2,
                    "endRowIndex": 5,
                    "startColumnIndex": 4,
                    "endColumnIndex": 5,
                },
                "cell": {"userEnteredValue": {"boolValue": True}},
                "fields": "userEnteredValue",
            }
        },
        {"findReplace": {"find": "red", "replacement": "green", "allSheets": True, "matchEntireCell": True}},
    )
    cells = {
        name: (entered, effective)
        for name, entered, effective in snapshot_book(sheets_server, book)["sheets"][0]["cells"]
    }
    assert cells["D1"] == ("Bonus", "Bonus") and cells["D2"] == ({"formula": "=C2*2"}, {"number": "14"})
    assert [cells[f"E{r}"][0] for r in (3, 4, 5)] == [True, True, True] and "E2" not in cells
    assert [cells[f"B{r}"][0] for r in range(2, 6)] == ["green", "blue", "green", "blue"]


def test_sort_and_filter_kinds(sheets_server, sheets_api, book):
    _batch(
        sheets_api,
        book,
        {
            "sortRange": {
                "range": {"sheetId": 0, "startRowIndex": 1, "endRowIndex": 5},
                "sortSpecs": [
                    {"dimensionIndex": 2, "sortOrder": "DESCENDING"},
                    {"dimensionIndex": 0, "sortOrder": "ASCENDING"},
                ],
            }
        },
        {"setBasicFilter": {"filter": {"range": {"sheetId": 0, "startRowIndex": 0, "endRowIndex": 5}}}},
    )
    sheet = snapshot_book(sheets_server, book)["sheets"][0]
    assert _column(sheet, "A") == ["Name", "bob", "cy", "ann", "di"]
    got = sheets_api.spreadsheets().get(spreadsheetId=book, fields="sheets.basicFilter.range").execute()
    assert got["sheets"][0]["basicFilter"]["range"]["endRowIndex"] == 5


def test_a_failing_request_rolls_back_the_whole_batch(sheets_server, sheets_api, book):
    before = snapshot_book(sheets_server, book)
    with pytest.raises(HttpError) as caught:
        _batch(sheets_api, book, {"addSheet": {"properties": {"title": "New"}}}, {"deleteSheet": {"sheetId": 424242}})
    assert caught.value.status_code == 400 and "424242" in str(caught.value)
    assert snapshot_book(sheets_server, book) == before


def test_grid_data_and_field_masks(sheets_api, book):
    got = (
        sheets_api.spreadsheets()
        .get(
            spreadsheetId=book,
            ranges=["Sheet1!B2:C3"],
            includeGridData=True,
            fields="sheets(data(startRow,startColumn,rowData(values(userEnteredValue,formattedValue))))",
        )
        .execute()
    )
    data = got["sheets"][0]["data"][0]
    assert (data["startRow"], data["startColumn"]) == (1, 1)
    assert data["rowData"][0]["values"] == [
        {"userEnteredValue": {"stringValue": "red"}, "formattedValue": "red"},
        {"userEnteredValue": {"numberValue": 7}, "formattedValue": "7"},
    ]


def test_number_formats_through_field_masks(sheets_api, book):
    def fmt(col, cell_format, fields):
        rng = {"sheetId": 0, "startRowIndex": 1, "endRowIndex": 2, "startColumnIndex": col, "endColumnIndex": col + 1}
        return {"repeatCell": {"range": rng, "cell": {"userEnteredFormat": cell_format}, "fields": fields}}

    _batch(
        sheets_api,
        book,
        fmt(2, {"numberFormat": {"type": "CURRENCY", "pattern": "$#,##0.00"}}, "userEnteredFormat(numberFormat)"),
        fmt(2, {"textFormat": {"bold": True}}, "userEnteredFormat(textFormat)"),  # keeps the number format
        {
            "updateCells": {
                "start": {"sheetId": 0, "rowIndex": 1, "columnIndex": 3},
                "rows": [
                    {
                        "values": [
                            {
                                "userEnteredValue": {"numberValue": 0.75},
                                "userEnteredFormat": {"numberFormat": {"type": "TIME"}},
                            },
                            {
                                "userEnteredValue": {"numberValue": 0.125},
                                "userEnteredFormat": {"numberFormat": {"type": "PERCENT"}},
                            },
                        ]
                    }
                ],
                "fields": "userEnteredValue,userEnteredFormat.numberFormat",
            }
        },
    )
    got = sheets_api.spreadsheets().values().get(spreadsheetId=book, range="C2:E2").execute()["values"]
    assert got == [["$7.00", "6:00:00 PM", "12.50%"]]


def test_grids_stop_at_ten_million_cells(sheets_server, sheets_api, book):
    before = snapshot_book(sheets_server, book)
    with pytest.raises(HttpError) as caught:
        _batch(sheets_api, book, {"appendDimension": {"sheetId": 0, "dimension": "ROWS", "length": 400_000}})
    assert caught.value.status_code == 400 and "10000000 cells" in str(caught.value)
    assert snapshot_book(sheets_server, book) == before
