"""The Sheets server answers as Google's Sheets API v4 does (issue 18, Sheets): each test sends
what an ordinary client sends, through gspread or google-api-python-client, and asserts the real
service's recorded or documented answer, named in its docstring."""

import json

import httpx
import pytest
from googleapiclient.errors import HttpError
from sheets.support import snapshot_cells


def _error(e: HttpError) -> dict:
    return json.loads(e.content)["error"]


def _strict(text: str):
    """JSON as RFC 8259 has it: NaN and Infinity are refused."""

    def refuse(name):
        raise ValueError(f"{name} is not JSON")

    return json.loads(text, parse_constant=refuse)


def test_append_after_a_row_with_a_gap_drifts_as_recorded(gc, title):
    """gspread cassette `WorksheetTest.test_append_row_with_empty_value`: two RAW appends of
    ["x", "", "y"] to 'Sheet1' answer updatedRange A1:C1, then tableRange Sheet1!C1 and
    updatedRange Sheet1!C2:E2, and row 2 reads ["", "", "x", "", "y"]; the third append drifts on
    (the block holding the last cell is E2)."""
    ws = gc.create(title).sheet1
    first = ws.append_row(["x", "", "y"], value_input_option="RAW")
    assert first["updates"]["updatedRange"] == "Sheet1!A1:C1" and "tableRange" not in first
    second = ws.append_row(["x", "", "y"], value_input_option="RAW")
    assert (second["tableRange"], second["updates"]["updatedRange"]) == ("Sheet1!C1", "Sheet1!C2:E2")
    assert ws.get("A2:2") == [["", "", "x", "", "y"]]
    third = ws.append_row(["x", "", "y"], value_input_option="RAW")
    assert (third["tableRange"], third["updates"]["updatedRange"]) == ("Sheet1!E2", "Sheet1!E3:G3")


def test_append_with_table_range_a1_stays_in_column_a(gc, title):
    """gspread cassette `WorksheetTest.test_append_row_with_empty_value_and_table_range`: with
    range 'Sheet1'!A1 the second append answers tableRange Sheet1!A1 and updatedRange A2:C2."""
    ws = gc.create(title).sheet1
    ws.append_row(["x", "", "y"], value_input_option="RAW")
    second = ws.append_row(["x", "", "y"], value_input_option="RAW", table_range="A1")
    assert (second["tableRange"], second["updates"]["updatedRange"]) == ("Sheet1!A1", "Sheet1!A2:C2")
    assert ws.get("A2:2") == [["x", "", "y"]]


def test_append_to_a_full_table_grows_it(gc, title):
    """gspread cassette `WorksheetTest.test_delete_row`: appends to a table of full rows answer
    tableRange Sheet1!A1:J1, A1:J2, … and write the next row A2:J2, A3:J3, …"""
    ws = gc.create(title).sheet1
    ws.append_row([f"r1 {i}" for i in range(10)], value_input_option="RAW")
    for n in (1, 2, 3):
        reply = ws.append_row([f"r{n + 1} {i}" for i in range(10)], value_input_option="RAW")
        assert (reply["tableRange"], reply["updates"]["updatedRange"]) == (f"Sheet1!A1:J{n}", f"Sheet1!A{n + 1}:J{n + 1}")


def test_unquoted_cell_like_range_reads_the_first_visible_sheet(sheets_api, title):
    """Sheets API guide "A1 notation": an unquoted name that is also a cell (`D3`) is the cell of
    the first visible sheet, even when a sheet has that title (quote it, 'D3', for the sheet);
    `CRM26` is a cell beyond the 26 columns, so a 400 grid-limit error."""
    body = {"properties": {"title": title},
            "sheets": [{"properties": {"title": "Hidden", "hidden": True}}, {"properties": {"title": "Data"}},
                       {"properties": {"title": "D3"}}]}
    book = sheets_api.spreadsheets().create(body=body).execute()["spreadsheetId"]
    values = sheets_api.spreadsheets().values()
    values.update(spreadsheetId=book, range="'D3'!A1", valueInputOption="RAW", body={"values": [["sheet"]]}).execute()
    values.update(spreadsheetId=book, range="Data!D3", valueInputOption="RAW", body={"values": [["cell"]]}).execute()
    cell = values.get(spreadsheetId=book, range="D3").execute()
    assert cell == {"range": "Data!D3", "majorDimension": "ROWS", "values": [["cell"]]}
    sheet = values.get(spreadsheetId=book, range="'D3'").execute()
    assert sheet["range"] == "'D3'!A1:Z1000" and sheet["values"] == [["sheet"]]
    with pytest.raises(HttpError) as refused:
        values.get(spreadsheetId=book, range="CRM26").execute()
    assert refused.value.resp.status == 400 and "exceeds grid limits" in _error(refused.value)["message"]


def test_update_wider_than_a_bounded_range_is_refused(sheets_api, sheets_server, title):
    """Sheets API reference, spreadsheets.values.update: the values must fit the range; `A1:A1`
    with [["a", "b"]] is 400 INVALID_ARGUMENT, while a range given as one cell (`A1`) is where
    the data starts and writes A1:B1."""
    book = sheets_api.spreadsheets().create(body={"properties": {"title": title}}).execute()["spreadsheetId"]
    values = sheets_api.spreadsheets().values()
    with pytest.raises(HttpError) as refused:
        values.update(spreadsheetId=book, range="A1:A1", valueInputOption="RAW", body={"values": [["a", "b"]]}).execute()
    error = _error(refused.value)
    assert (refused.value.resp.status, error["status"]) == (400, "INVALID_ARGUMENT")
    assert "tried writing to column [B]" in error["message"]
    assert snapshot_cells(sheets_server, book) == {}
    reply = values.update(spreadsheetId=book, range="A1", valueInputOption="RAW", body={"values": [["a", "b"]]}).execute()
    assert reply["updatedRange"] == "Sheet1!A1:B1"


def test_unknown_body_field_is_refused_naming_it(sheets_api, title):
    """Google's JSON front end (google.rpc.BadRequest): a field the request message lacks is a
    400 `Invalid JSON payload received. Unknown name "…" at '…': Cannot find field.` naming the
    path (the ValueRange of values.update binds to `data`); proto names are accepted."""
    book = sheets_api.spreadsheets().create(body={"properties": {"title": title}}).execute()["spreadsheetId"]
    values = sheets_api.spreadsheets().values()
    with pytest.raises(HttpError) as refused:
        values.update(spreadsheetId=book, range="A1", valueInputOption="RAW",
                      body={"values": [["a"]], "valueInputOption": "RAW"}).execute()
    error = _error(refused.value)
    assert error["message"] == "Invalid JSON payload received. Unknown name \"valueInputOption\" at 'data': Cannot find field."
    assert error["details"][0]["fieldViolations"][0]["field"] == "data"
    with pytest.raises(HttpError) as nested:
        sheets_api.spreadsheets().batchUpdate(spreadsheetId=book, body={
            "requests": [{"addSheet": {"properties": {"titel": "Typo"}}}]}).execute()
    assert _error(nested.value)["message"] == ("Invalid JSON payload received. Unknown name \"titel\" at "
                                               "'requests[0].add_sheet.properties': Cannot find field.")
    snake = values.update(spreadsheetId=book, range="A1", valueInputOption="RAW",
                          body={"values": [["a", "b"]], "major_dimension": "COLUMNS"}).execute()
    assert snake["updatedRange"] == "Sheet1!A1:A2"


def test_values_of_the_wrong_kind_are_refused_as_recorded(sheets_server, sheets_api, title):
    """gspread cassette `WorksheetTest.test_add_validation`: `{"values": "X"}` answers 400
    `Invalid value at 'data.values' (type.googleapis.com/google.protobuf.ListValue), "X"` with a
    BadRequest detail naming `data.values`, and no `errors` list (Sheets v4's shape)."""
    book = sheets_api.spreadsheets().create(body={"properties": {"title": title}}).execute()["spreadsheetId"]
    reply = httpx.put(f"{sheets_server.url}v4/spreadsheets/{book}/values/'Sheet1'!A1?valueInputOption=RAW",
                      json={"values": "X", "majorDimension": None},
                      headers={"Authorization": f"Bearer {sheets_server.token}"})
    assert reply.status_code == 400
    assert reply.json() == {"error": {
        "code": 400, "status": "INVALID_ARGUMENT",
        "message": "Invalid value at 'data.values' (type.googleapis.com/google.protobuf.ListValue), \"X\"",
        "details": [{"@type": "type.googleapis.com/google.rpc.BadRequest", "fieldViolations": [{
            "field": "data.values",
            "description": "Invalid value at 'data.values' (type.googleapis.com/google.protobuf.ListValue), \"X\""}]}]}}


def test_fields_mask_naming_no_field_is_refused(sheets_api, drive_api, title):
    """System parameters, `fields` (developers.google.com/sheets/api/guides/field-masks): a mask
    path the response message lacks is 400 "Error expanding 'fields' parameter. Cannot find
    matching fields for path '…'."; a valid mask still trims the answer."""
    book = sheets_api.spreadsheets().create(body={"properties": {"title": title}}).execute()["spreadsheetId"]
    with pytest.raises(HttpError) as refused:
        sheets_api.spreadsheets().get(spreadsheetId=book, fields="nonsense.x").execute()
    error = _error(refused.value)
    assert refused.value.resp.status == 400
    assert error["message"] == "Error expanding 'fields' parameter. Cannot find matching fields for path 'nonsense'."
    with pytest.raises(HttpError):
        sheets_api.spreadsheets().get(spreadsheetId=book, fields="spreadsheetId.x").execute()
    trimmed = sheets_api.spreadsheets().get(spreadsheetId=book, fields="sheets(properties(title))").execute()
    assert trimmed == {"sheets": [{"properties": {"title": "Sheet1"}}]}


def test_numbers_beyond_a_double_never_come_back_as_infinity(sheets_server, sheets_api, title):
    """RFC 8259 §6 (no Infinity in JSON) and the API's double-valued cells: a RAW `1e309` is a 400
    and stores nothing; USER_ENTERED text "1e309" stays text, as the Sheets UI keeps it; every
    reply parses as strict JSON."""
    book = sheets_api.spreadsheets().create(body={"properties": {"title": title}}).execute()["spreadsheetId"]
    url = f"{sheets_server.url}v4/spreadsheets/{book}/values/A1"
    auth = {"Authorization": f"Bearer {sheets_server.token}", "Content-Type": "application/json"}
    raw = httpx.put(url + "?valueInputOption=RAW", content=b'{"values": [[1e309, 2]]}', headers=auth)
    assert raw.status_code == 400 and _strict(raw.text)["error"]["status"] == "INVALID_ARGUMENT"
    assert snapshot_cells(sheets_server, book) == {}
    typed = httpx.put(url + "?valueInputOption=USER_ENTERED", content=b'{"values": [["1e309", "1e308"]]}', headers=auth)
    assert typed.status_code == 200
    read = httpx.get(url.replace("/A1", "/A1:B1") + "?valueRenderOption=UNFORMATTED_VALUE", headers=auth)
    assert _strict(read.text)["values"] == [["1e309", 1e308]]


def test_formula_error_value_carries_a_sentence(sheets_api, title):
    """Sheets API reference, ErrorValue: `type` and a `message` "with more information about the
    error" — for `=1/0` the sentence Sheets shows, "Function DIVIDE parameter 2 cannot be zero.";
    an unknown function says which; the formatted value stays the code."""
    book = sheets_api.spreadsheets().create(body={"properties": {"title": title}}).execute()["spreadsheetId"]
    sheets_api.spreadsheets().values().update(spreadsheetId=book, range="A1", valueInputOption="USER_ENTERED",
                                              body={"values": [["=1/0", "=NOSUCHFN(1)", "=A1+1"]]}).execute()
    grid = sheets_api.spreadsheets().get(spreadsheetId=book, includeGridData=True).execute()
    cells = grid["sheets"][0]["data"][0]["rowData"][0]["values"]
    assert cells[0]["effectiveValue"] == {"errorValue": {"type": "DIVIDE_BY_ZERO",
                                                         "message": "Function DIVIDE parameter 2 cannot be zero."}}
    assert cells[0]["formattedValue"] == "#DIV/0!"
    assert cells[1]["effectiveValue"]["errorValue"] == {"type": "NAME", "message": "Unknown function: 'nosuchfn'."}
    assert cells[2]["effectiveValue"]["errorValue"]["type"] == "DIVIDE_BY_ZERO"


def test_drive_errors_keep_drives_shape(drive_api):
    """Drive API v3 "Resolve errors": its errors carry the `errors` list with a reason, unlike
    Sheets v4's."""
    with pytest.raises(HttpError) as missing:
        drive_api.files().get(fileId="nope").execute()
    error = _error(missing.value)
    assert missing.value.resp.status == 404 and error["errors"][0]["reason"] == "notFound"
