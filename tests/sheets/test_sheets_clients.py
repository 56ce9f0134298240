"""The Must-show sequence through both real clients, each step checked against the snapshot:
create, find by title, write USER_ENTERED values with a formula, read all three render options,
append rows, add a sheet, sort, export to xlsx and read it back with openpyxl."""

import io

import openpyxl
from gspread.utils import ExportFormat, ValueRenderOption
from sheets.support import snapshot_book, snapshot_cells

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
ROWS = [
    ["Item", "Amount", "Due"],
    ["Rent", "$1,200.00", "2024-03-01"],
    ["Power", "80.5", "3/15/2024"],
    ["Total", "=SUM(B2:B3)", ""],
]
FORMATTED = [
    ["Item", "Amount", "Due"],
    ["Rent", "$1,200.00", "2024-03-01"],
    ["Power", "80.5", "3/15/2024"],
    ["Total", "$1,280.50"],
]
UNFORMATTED = [["Item", "Amount", "Due"], ["Rent", 1200, 45352], ["Power", 80.5, 45366], ["Total", 1280.5]]
FORMULA = [["Item", "Amount", "Due"], ["Rent", 1200, 45352], ["Power", 80.5, 45366], ["Total", "=SUM(B2:B3)"]]


def _check_written(service, book_id):
    cells = snapshot_cells(service, book_id)
    assert cells["B2"] == [{"number": "1200"}, {"number": "1200"}]
    assert cells["C3"] == [{"number": "45366"}, {"number": "45366"}]
    assert cells["B4"] == [{"formula": "=SUM(B2:B3)"}, {"number": "1280.5"}]
    assert "C4" not in cells


def _check_xlsx(data: bytes, sheet_titles: list[str]):
    workbook = openpyxl.load_workbook(io.BytesIO(data))
    assert workbook.sheetnames == sheet_titles
    first = workbook[sheet_titles[0]]
    assert first["A1"].value == "Item"
    assert first["B2"].value == 1200
    assert first["B4"].value == "=SUM(B2:B3)"
    assert first["A5"].value == "Water"


def test_google_api_client_sequence(sheets_server, sheets_api, drive_api, title):
    book_id = sheets_api.spreadsheets().create(body={"properties": {"title": title}}).execute()["spreadsheetId"]
    found = (
        drive_api.files()
        .list(
            q=f"name = '{title}' and mimeType = 'application/vnd.google-apps.spreadsheet' and trashed = false",
            fields="files(id,name)",
        )
        .execute()
    )
    assert found == {"files": [{"id": book_id, "name": title}]}

    values = sheets_api.spreadsheets().values()
    reply = values.update(
        spreadsheetId=book_id, range="Sheet1!A1", valueInputOption="USER_ENTERED", body={"values": ROWS}
    ).execute()
    assert reply["updatedRange"] == "Sheet1!A1:C4" and reply["updatedCells"] == 12
    _check_written(sheets_server, book_id)

    for option, expected in (("FORMATTED_VALUE", FORMATTED), ("UNFORMATTED_VALUE", UNFORMATTED), ("FORMULA", FORMULA)):
        got = values.get(spreadsheetId=book_id, range="Sheet1", valueRenderOption=option).execute()
        assert got == {"range": "Sheet1!A1:Z1000", "majorDimension": "ROWS", "values": expected}, option
    dates = values.get(
        spreadsheetId=book_id,
        range="C2:C3",
        valueRenderOption="UNFORMATTED_VALUE",
        dateTimeRenderOption="FORMATTED_STRING",
        majorDimension="COLUMNS",
    ).execute()
    assert dates["values"] == [["2024-03-01", "3/15/2024"]]

    appended = values.append(
        spreadsheetId=book_id,
        range="Sheet1!A:C",
        valueInputOption="USER_ENTERED",
        body={"values": [["Water", "19.99", "2024-03-20"]]},
    ).execute()
    assert appended["tableRange"] == "Sheet1!A1:C4"
    assert appended["updates"]["updatedRange"] == "Sheet1!A5:C5"
    assert snapshot_cells(sheets_server, book_id)["B5"] == [{"number": "19.99"}, {"number": "19.99"}]

    added = (
        sheets_api.spreadsheets()
        .batchUpdate(
            spreadsheetId=book_id,
            body={
                "requests": [
                    {
                        "addSheet": {
                            "properties": {"title": "By amount", "gridProperties": {"rowCount": 20, "columnCount": 3}}
                        }
                    }
                ]
            },
        )
        .execute()["replies"][0]["addSheet"]["properties"]
    )
    values.update(
        spreadsheetId=book_id,
        range="'By amount'!A1",
        valueInputOption="USER_ENTERED",
        body={"values": [["Rent", "1200"], ["Power", "80.5"], ["Water", "19.99"]]},
    ).execute()
    sheets_api.spreadsheets().batchUpdate(
        spreadsheetId=book_id,
        body={
            "requests": [
                {
                    "sortRange": {
                        "range": {"sheetId": added["sheetId"], "startRowIndex": 0, "endRowIndex": 3},
                        "sortSpecs": [{"dimensionIndex": 1, "sortOrder": "ASCENDING"}],
                    }
                }
            ]
        },
    ).execute()
    book = snapshot_book(sheets_server, book_id)
    assert [(s["title"], s["rowCount"], s["columnCount"]) for s in book["sheets"]] == [
        ("Sheet1", 1000, 26),
        ("By amount", 20, 3),
    ]
    assert [c[:2] for c in book["sheets"][1]["cells"] if c[0].startswith("A")] == [
        ["A1", "Water"],
        ["A2", "Power"],
        ["A3", "Rent"],
    ]

    data = drive_api.files().export(fileId=book_id, mimeType=XLSX).execute()
    _check_xlsx(data, ["Sheet1", "By amount"])


def test_gspread_sequence(sheets_server, gc, title):
    created = gc.create(title)
    spreadsheet = gc.open(title)
    assert spreadsheet.id == created.id
    worksheet = spreadsheet.sheet1
    worksheet.update(ROWS, "A1", value_input_option="USER_ENTERED")
    _check_written(sheets_server, spreadsheet.id)

    assert worksheet.get_all_values() == [row + [""] * (3 - len(row)) for row in FORMATTED]
    assert worksheet.get("A1:C4", value_render_option=ValueRenderOption.unformatted) == UNFORMATTED
    assert worksheet.get("A1:C4", value_render_option=ValueRenderOption.formula) == FORMULA
    assert worksheet.acell("B4").value == "$1,280.50"

    worksheet.append_rows([["Water", "19.99", "2024-03-20"]], value_input_option="USER_ENTERED")
    assert snapshot_cells(sheets_server, spreadsheet.id)["A5"] == ["Water", "Water"]

    extra = spreadsheet.add_worksheet("Team's list", rows=10, cols=4)
    extra.update([["Carol", 3], ["alice", 1], ["Bob", 2]], "A1")
    extra.sort((2, "des"))
    assert extra.get_all_values() == [["Carol", "3"], ["Bob", "2"], ["alice", "1"]]
    cells = snapshot_cells(sheets_server, spreadsheet.id, "Team's list")
    assert [cells[f"A{i}"][0] for i in (1, 2, 3)] == ["Carol", "Bob", "alice"]

    _check_xlsx(spreadsheet.export(ExportFormat.EXCEL), ["Sheet1", "Team's list"])
    assert [s["title"] for s in snapshot_book(sheets_server, spreadsheet.id)["sheets"]] == ["Sheet1", "Team's list"]
