"""Every legal action an agent can take through the Sheets and Drive APIs leaves spreadsheets that
snapshot (issue 17, item 3): sheets added with odd titles, renamed, hidden, duplicated, copied and
deleted, huge and odd cell values, formulas that error (also after the cells they read are
deleted), grid changes, Drive renames, copies, trash and deletion — each through the real
clients, then the snapshot is taken and read through the check helpers."""

import json

import pytest
from googleapiclient.errors import HttpError

from checkers.sheets import SheetsView


def _snapshot_reads(service) -> dict:
    snap = service.snapshot()
    json.dumps(snap.data, allow_nan=False)
    view = SheetsView(snap)
    for book in snap.data["spreadsheets"]:
        for sheet in book["sheets"]:
            quoted = "'" + sheet["title"].replace("'", "''") + "'"
            view.values(quoted, book["title"])
            view.rows(quoted, book["title"])
    return snap.data


def test_sheet_and_drive_actions_snapshot(sheets_server, sheets_api, drive_api, gc, title):
    book = gc.create(title)
    odd_titles = ["A1", "It's 'quoted'", "Ünïcødé 🚀", "R1C1", "x" * 100, "  spaced  ", "Sheet1!A1"]
    for name in odd_titles:
        book.add_worksheet(name, rows=5, cols=3).update([["v", f"=LEN(\"{name[:5]}\")"]], "A1",
                                                        value_input_option="USER_ENTERED")
    ws = book.worksheet("A1")
    ws.update_title("B2")
    ws.hide()
    book.duplicate_sheet(ws.id, new_sheet_name="Dup")
    book.worksheet("Dup").copy_to(book.id)
    book.del_worksheet(book.worksheet("R1C1"))
    book.worksheet("Dup").resize(rows=1, cols=1)
    book.batch_update({"requests": [
        {"updateSheetProperties": {"properties": {"sheetId": book.sheet1.id, "gridProperties": {"frozenRowCount": 1}},
                                   "fields": "gridProperties.frozenRowCount"}},
        {"setBasicFilter": {"filter": {"range": {"sheetId": book.sheet1.id}}}}]})
    copy = gc.copy(book.id, title=f"{title} copy")
    drive_api.files().update(fileId=copy.id, body={"name": "renamed"}).execute()
    trashed = gc.create(f"{title} trash")
    drive_api.files().update(fileId=trashed.id, body={"trashed": True}).execute()
    gone = gc.create(f"{title} gone")
    drive_api.files().delete(fileId=gone.id).execute()
    data = _snapshot_reads(sheets_server)
    mine = next(b for b in data["spreadsheets"] if b["id"] == book.id)
    assert [s["title"] for s in mine["sheets"]][:2] == ["Sheet1", "B2"]
    assert "R1C1" not in [s["title"] for s in mine["sheets"]]
    assert not any(b["id"] in (trashed.id, gone.id) for b in data["spreadsheets"])


def test_odd_values_and_broken_formulas_snapshot(sheets_server, sheets_api, gc, title):
    book = gc.create(title)
    ws = book.sheet1
    other = book.add_worksheet("Other", rows=10, cols=3)
    other.update([[5, 0]], "A1")
    ws.update([["x" * 50_000, "🚀" * 10, "'=not a formula", "1e308", "-0", "TRUE", "2024-02-29", "12:30",
                "$1,2", "=1/0", "=NOSUCH(1)", "=A1+", "=Other!A1/Other!B1", "=B1*", "=SUM(A:A)",
                "=Z1", "=P1", "=VLOOKUP(\"q\",A1:B2,2,FALSE)", "=SQRT(-1)", "=Other!A1"]],
              "A1", value_input_option="USER_ENTERED")
    ws.update([["=Q1", "=P1"]], "P1", value_input_option="USER_ENTERED")  # a cycle
    ws.update([[True, 1e308, -1e-300, 0.1, 10**15]], "A2", value_input_option="RAW")
    with pytest.raises(HttpError):  # over 50,000 characters in one cell: refused, nothing stored
        sheets_api.spreadsheets().values().update(spreadsheetId=book.id, range="A3", valueInputOption="RAW",
                                                  body={"values": [["y" * 50_001]]}).execute()
    book.del_worksheet(other)  # formulas now read a sheet that is gone
    ws.delete_columns(1)  # formulas now read cells that are gone
    ws.insert_rows([["inserted"]], 1)
    ws.sort((1, "des"))
    book.batch_update({"requests": [{"findReplace": {"find": "x", "replacement": "=1/0", "allSheets": True}}]})
    ws.append_rows([["", "", "tail"], ["=ROW()"]], value_input_option="USER_ENTERED")
    data = _snapshot_reads(sheets_server)
    cells = {a1: effective for a1, _, effective in next(b for b in data["spreadsheets"]
                                                         if b["id"] == book.id)["sheets"][0]["cells"]}
    assert any(value == {"error": "#REF!"} for value in cells.values())
    grid = sheets_api.spreadsheets().get(spreadsheetId=book.id, includeGridData=True).execute()
    json.dumps(grid, allow_nan=False)
