"""Drive v3 subset through google-api-python-client: files.list `q`, get, create, rename and
trash, delete, and export to CSV."""

import pytest
from googleapiclient.errors import HttpError

SHEET = "application/vnd.google-apps.spreadsheet"


@pytest.fixture()
def files(drive_api, title):
    made = [
        drive_api.files().create(body={"name": f"{title} {name}", "mimeType": SHEET, "parents": [parent]}).execute()
        for name, parent in (("alpha", "root"), ("beta", "folder-1"), ("Gamma's", "folder-1"))
    ]
    return {f["name"].rsplit(" ", 1)[1]: f["id"] for f in made}


@pytest.mark.parametrize(
    "query,expected",
    [
        ("name = '{t} alpha'", ["alpha"]),
        ("name contains '{t}' and 'folder-1' in parents", ["beta", "Gamma's"]),
        ("name contains '{t}' and not name contains 'beta'", ["alpha", "Gamma's"]),
        ("name = '{t} alpha' or name = \"{t} Gamma\\'s\"", ["alpha", "Gamma's"]),
        ("(name contains '{t}') and mimeType != '" + SHEET + "'", []),
        ("name contains '{t}' and parents in 'folder-1' and trashed = false", ["beta", "Gamma's"]),
    ],
)
def test_files_list_q(drive_api, files, title, query, expected):
    got = drive_api.files().list(q=query.replace("{t}", title), fields="files(id)").execute()["files"]
    assert [f["id"] for f in got] == [files[name] for name in expected]


def test_trashed_and_deleted_files(drive_api, sheets_api, files, title):
    drive_api.files().update(fileId=files["alpha"], body={"trashed": True}).execute()
    listed = drive_api.files().list(q=f"name contains '{title}' and trashed = false").execute()["files"]
    assert files["alpha"] not in [f["id"] for f in listed]
    trashed = drive_api.files().list(q=f"name contains '{title}' and trashed = true").execute()["files"]
    assert [f["id"] for f in trashed] == [files["alpha"]]
    drive_api.files().delete(fileId=files["beta"]).execute()
    with pytest.raises(HttpError) as caught:
        sheets_api.spreadsheets().get(spreadsheetId=files["beta"]).execute()
    assert caught.value.status_code == 404


def test_rename_and_export_csv(drive_api, sheets_api, files, title):
    got = drive_api.files().update(fileId=files["alpha"], body={"name": f"{title} renamed"}, fields="id,name").execute()
    assert got == {"id": files["alpha"], "name": f"{title} renamed"}
    assert sheets_api.spreadsheets().get(spreadsheetId=files["alpha"]).execute()["properties"]["title"] == got["name"]
    sheets_api.spreadsheets().values().update(
        spreadsheetId=files["alpha"],
        range="A1",
        valueInputOption="USER_ENTERED",
        body={"values": [["Item", "Cost"], ["Desk, oak", "$1,250.00"], ["Total", "=B2*2"]]},
    ).execute()
    data = drive_api.files().export(fileId=files["alpha"], mimeType="text/csv").execute()
    assert data.decode() == 'Item,Cost\r\n"Desk, oak","$1,250.00"\r\nTotal,"$2,500.00"\r\n'


def test_files_list_pages(drive_api, files, title):
    request = drive_api.files().list(q=f"name contains '{title}'", pageSize=2, fields="nextPageToken,files(name)")
    pages = []
    while request is not None:
        reply = request.execute()
        pages.append([f["name"].rsplit(" ", 1)[1] for f in reply["files"]])
        request = drive_api.files().list_next(request, reply)
    assert pages == [["alpha", "beta"], ["Gamma's"]]
