"""Formulas follow the grid as in Sheets: inserted and deleted rows/columns, sorting and renaming
a sheet rewrite references (unit table, then through the API against the snapshot)."""

import pytest
from sheets.support import snapshot_cells

from clawmark.services.sheets.refs import deleted, inserted, moved, rewrite_formula

CASES = [
    ("=SUM(B2:B5)+B6", inserted(0, 4, 2), "=SUM(B2:B7)+B8"),
    ("=SUM(B2:B5)+B6", inserted(0, 5, 1), "=SUM(B2:B5)+B7"),
    ("=SUM(B2:B5)+B6", deleted(0, 2, 4), "=SUM(B2:B3)+B4"),
    ("=B3+SUM(3:4)", deleted(0, 2, 4), "=#REF!+SUM(#REF!)"),
    ("=$C$7*B2", deleted(1, 1, 2), "=$B$7*#REF!"),
    ('=LOG10(A9)&"A9"', inserted(0, 0, 1), '=LOG10(A10)&"A9"'),
    ("=Data!A1+'Other s'!A1+A1", inserted(0, 0, 1), "=Data!A2+'Other s'!A1+A2"),
    ("=SUM(A:A)+SUM(A2:C)", inserted(0, 0, 1), "=SUM(A:A)+SUM(A3:C)"),
    ("=B2*2+$B$2+B$2", moved(3), "=B5*2+$B$2+B$2"),
]


@pytest.mark.parametrize("formula,rewrite,expected", CASES, ids=[c[0] + "/" + c[2] for c in CASES])
def test_references_are_rewritten(formula, rewrite, expected):
    assert rewrite_formula(formula, "Data", "data", rewrite) == expected


def test_grid_changes_through_the_api(sheets_server, sheets_api, title):
    book_id = sheets_api.spreadsheets().create(body={"properties": {"title": title}}).execute()["spreadsheetId"]
    sheets_api.spreadsheets().values().update(
        spreadsheetId=book_id,
        range="A1",
        valueInputOption="USER_ENTERED",
        body={"values": [["b", "2", "=B1*10"], ["a", "1", "=B2*10"], ["Total", "=SUM(B1:B2)", "=Sheet1!C1"]]},
    ).execute()

    def batch(*requests):
        sheets_api.spreadsheets().batchUpdate(spreadsheetId=book_id, body={"requests": list(requests)}).execute()

    batch({"insertDimension": {"range": {"sheetId": 0, "dimension": "ROWS", "startIndex": 1, "endIndex": 2}}})
    sheets_api.spreadsheets().values().update(
        spreadsheetId=book_id, range="A2", valueInputOption="USER_ENTERED", body={"values": [["c", "4", "=B2*10"]]}
    ).execute()
    batch(
        {
            "sortRange": {
                "range": {"sheetId": 0, "startRowIndex": 0, "endRowIndex": 3},
                "sortSpecs": [{"dimensionIndex": 0}],
            }
        },
        {"updateSheetProperties": {"properties": {"sheetId": 0, "title": "Ledger"}, "fields": "title"}},
    )
    cells = snapshot_cells(sheets_server, book_id)
    assert [cells[f"A{r}"][0] for r in (1, 2, 3, 4)] == ["a", "b", "c", "Total"]
    assert [cells[f"C{r}"] for r in (1, 2, 3)] == [
        [{"formula": f"=B{r}*10"}, {"number": n}] for r, n in ((1, "10"), (2, "20"), (3, "40"))
    ]
    assert cells["B4"] == [{"formula": "=SUM(B1:B3)"}, {"number": "7"}]
    assert cells["C4"] == [{"formula": "=Ledger!C1"}, {"number": "10"}]
