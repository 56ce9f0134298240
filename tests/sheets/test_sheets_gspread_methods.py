"""The gspread methods people use besides the Must-show sequence, each against the snapshot."""

import gspread
from sheets.support import snapshot_book, snapshot_cells


def test_common_gspread_methods(sheets_server, gc, title):
    sh = gc.create(title)
    ws = sh.sheet1
    ws.update([["Name", "Qty"], ["a", 1], ["b", 2]], "A1")
    ws.update_acell("C1", "=SUM(B2:B3)")
    assert ws.acell("C1").value == "3" and ws.cell(2, 2).value == "1"
    assert ws.get_all_records() == [{"Name": "a", "Qty": 1, "3": ""}, {"Name": "b", "Qty": 2, "3": ""}]
    assert ws.find("b").row == 3 and ws.col_values(1) == ["Name", "a", "b"] and ws.row_values(2) == ["a", "1"]

    ws.insert_row(["x", 9], 2)
    ws.append_row(["y", 3])
    ws.delete_rows(2)
    ws.batch_update([{"range": "D1:D2", "values": [["q"], ["r"]]}])
    assert ws.batch_get(["A1:B2", "D1:D2"]) == [[["Name", "Qty"], ["a", "1"]], [["q"], ["r"]]]
    ws.format("A1:B1", {"textFormat": {"bold": True}})
    ws.freeze(rows=1)
    ws.resize(rows=50, cols=10)
    ws.update_title("Main")
    sh.update_title(f"{title} renamed")
    ws.duplicate(new_sheet_name="Dup")
    sh.del_worksheet(sh.worksheet("Dup"))
    ws.batch_clear(["D1:D2"])
    ws.set_basic_filter("A1:B3")
    ws.clear_basic_filter()

    book = snapshot_book(sheets_server, sh.id)
    assert book["title"] == f"{title} renamed"
    assert [(s["title"], s["rowCount"], s["columnCount"]) for s in book["sheets"]] == [("Main", 50, 10)]
    cells = snapshot_cells(sheets_server, sh.id)
    assert cells["C1"] == [{"formula": "=SUM(B2:B3)"}, {"number": "3"}]  # followed the insert and delete
    assert [cells[f"A{r}"][0] for r in (2, 3, 4)] == ["a", "b", "y"] and "D1" not in cells

    assert gc.export(sh.id, gspread.utils.ExportFormat.CSV) == b"Name,Qty,3\r\na,1,\r\nb,2,\r\ny,3,\r\n"
    assert gc.open_by_url(sh.url).id == sh.id
    gc.del_spreadsheet(sh.id)
    assert sh.id not in [b["id"] for b in sheets_server.snapshot().data["spreadsheets"]]


def test_copies(sheets_server, gc, title):
    source = gc.create(title)
    source.sheet1.update([["k", "=1+1"]], "A1", value_input_option="USER_ENTERED")
    copy = gc.copy(source.id, title=f"{title} copy")
    other = gc.create(f"{title} other")
    source.sheet1.copy_to(other.id)
    books = {b["title"]: b for b in sheets_server.snapshot().data["spreadsheets"]}
    assert books[f"{title} copy"]["sheets"][0]["cells"] == books[title]["sheets"][0]["cells"]
    assert [s["title"] for s in books[f"{title} other"]["sheets"]] == ["Sheet1", "Copy of Sheet1"]
    assert books[f"{title} other"]["sheets"][1]["cells"] == [
        ["A1", "k", "k"],
        ["B1", {"formula": "=1+1"}, {"number": "2"}],
    ]
    assert copy.id not in (source.id, other.id)
