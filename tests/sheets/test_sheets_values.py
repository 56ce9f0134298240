"""spreadsheets.values beyond the Must-show sequence: append's table detection, INSERT_ROWS,
COLUMNS, batch calls, includeValuesInResponse, and failed writes that change nothing."""

import httpx
import pytest
from sheets.support import snapshot_book, snapshot_cells


@pytest.fixture()
def book(sheets_api, title):
    book_id = sheets_api.spreadsheets().create(body={"properties": {"title": title}}).execute()["spreadsheetId"]
    sheets_api.spreadsheets().values().update(
        spreadsheetId=book_id, range="A1", valueInputOption="RAW", body={"values": [["h1", "h2", "h3"], ["a", "b"]]}
    ).execute()
    return book_id


@pytest.mark.parametrize(
    "rng,option,table,updated",
    [
        ("Sheet1!A1:E1", "OVERWRITE", "Sheet1!A1:C2", "Sheet1!A3:B3"),  # the API guide's example
        ("Sheet1", "OVERWRITE", "Sheet1!A1:C2", "Sheet1!A3:B3"),
        ("Sheet1!B:B", "OVERWRITE", "Sheet1!B1:C2", "Sheet1!B3:C3"),
        ("Sheet1!A3", "OVERWRITE", None, "Sheet1!A3:B3"),  # no data in the range: write right there
        ("Sheet1!A1", "INSERT_ROWS", "Sheet1!A1:C2", "Sheet1!A3:B3"),
    ],
)
def test_append_finds_the_table(sheets_api, book, rng, option, table, updated):
    reply = (
        sheets_api.spreadsheets()
        .values()
        .append(
            spreadsheetId=book,
            range=rng,
            valueInputOption="RAW",
            insertDataOption=option,
            body={"values": [["x", "y"]]},
        )
        .execute()
    )
    assert reply.get("tableRange") == table and reply["updates"]["updatedRange"] == updated


def test_insert_rows_pushes_data_down(sheets_server, sheets_api, book):
    values = sheets_api.spreadsheets().values()
    values.update(spreadsheetId=book, range="A4", valueInputOption="RAW", body={"values": [["below"]]}).execute()
    values.append(
        spreadsheetId=book,
        range="A1:C2",
        valueInputOption="RAW",
        insertDataOption="INSERT_ROWS",
        body={"values": [["new"]]},
    ).execute()
    cells = snapshot_cells(sheets_server, book)
    assert (cells["A3"][0], cells["A5"][0]) == ("new", "below")
    assert snapshot_book(sheets_server, book)["sheets"][0]["rowCount"] == 1001


def test_columns_batches_and_echo(sheets_server, sheets_api, book):
    values = sheets_api.spreadsheets().values()
    reply = values.batchUpdate(
        spreadsheetId=book,
        body={
            "valueInputOption": "USER_ENTERED",
            "includeValuesInResponse": True,
            "data": [
                {"range": "E1", "majorDimension": "COLUMNS", "values": [["1", "2"], ["=E1+E2"]]},
                {"range": "Sheet1!H5", "values": [["z"]]},
            ],
        },
    ).execute()
    assert (reply["totalUpdatedCells"], reply["totalUpdatedSheets"]) == (4, 1)
    assert reply["responses"][0]["updatedData"]["values"] == [["1", "3"], ["2"]]
    got = values.batchGet(spreadsheetId=book, ranges=["E1:F2", "H5"], majorDimension="COLUMNS").execute()
    assert [r["values"] for r in got["valueRanges"]] == [[["1", "2"], ["3"]], [["z"]]]
    values.batchClear(spreadsheetId=book, body={"ranges": ["E:E", "H5"]}).execute()
    cells = snapshot_cells(sheets_server, book)
    assert cells["F1"] == [{"formula": "=E1+E2"}, {"number": "0"}] and "H5" not in cells and "E1" not in cells


@pytest.mark.parametrize(
    "path,body",
    [
        ("values/A3?valueInputOption=RAW", {"values": [["ok", {"bad": 1}]]}),
        ("values/A3:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS", {"values": [["ok"], [["nested"]]]}),
        (
            "values:batchUpdate",
            {
                "valueInputOption": "RAW",
                "data": [{"range": "A3", "values": [["ok"]]}, {"range": "Nope!A1", "values": [["x"]]}],
            },
        ),
        ("values/A3?valueInputOption=RAW", {"range": "B2", "values": [["x"]]}),  # once wrote A3
        ("values:batchUpdate", [1, 2]),  # once answered 200 with no replies
    ],
)
def test_a_failed_write_changes_nothing(sheets_server, book, path, body):
    before = snapshot_book(sheets_server, book)
    method = "PUT" if path.startswith("values/A3?") else "POST"
    reply = httpx.request(
        method,
        f"{sheets_server.url}v4/spreadsheets/{book}/{path}",
        json=body,
        headers={"Authorization": f"Bearer {sheets_server.token}"},
    )
    assert reply.status_code == 400 and reply.json()["error"]["status"] == "INVALID_ARGUMENT"
    assert snapshot_book(sheets_server, book) == before


def test_a_valuerange_naming_the_same_range_as_the_url_is_written(sheets_server, book):
    reply = httpx.put(f"{sheets_server.url}v4/spreadsheets/{book}/values/A3?valueInputOption=RAW",
                      json={"range": "Sheet1!A3", "values": [["x"]]},
                      headers={"Authorization": f"Bearer {sheets_server.token}"})
    assert reply.status_code == 200 and reply.json()["updatedRange"] == "Sheet1!A3"


@pytest.mark.parametrize(
    "rng,expected_range,values",
    [
        ("Sheet1!R1C1:R2C2", "Sheet1!A1:B2", [["h1", "h2"], ["a", "b"]]),
        ("R2C1", "Sheet1!A2", [["a"]]),
        ("'Sheet1'!2:2", "Sheet1!A2:Z2", [["a", "b"]]),
        ("Sheet1!B:B", "Sheet1!B1:B1000", [["h2"], ["b"]]),
        ("A1:C", "Sheet1!A1:C1000", [["h1", "h2", "h3"], ["a", "b"]]),
    ],
)
def test_range_forms_through_the_api(sheets_api, book, rng, expected_range, values):
    got = sheets_api.spreadsheets().values().get(spreadsheetId=book, range=rng).execute()
    assert (got["range"], got["values"]) == (expected_range, values)


def test_fields_masks_apply_to_every_method(sheets_api, book):
    got = sheets_api.spreadsheets().values().get(spreadsheetId=book, range="A1:B2", fields="values").execute()
    assert got == {"values": [["h1", "h2"], ["a", "b"]]}
