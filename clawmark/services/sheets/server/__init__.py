"""The Sheets v4 / Drive v3 HTTP server: `routes()` for the app, `main()` to run it."""

from __future__ import annotations

from clawmark.services.sheets.server import admin, drive, requests, spreadsheets, values

_BOOK = r"/v4/spreadsheets/([^/:]+)"
_FILES = r"(?:/drive/v3)?/files"  # with api_endpoint, googleapiclient drops "drive/v3"
_FILE = _FILES + r"/([^/]+)"


def routes() -> list[tuple[str, str, object, str]]:
    """(method, path regex, handler, auth: "none" | "user" | "admin") for every route."""
    return [
        ("GET", r"/_clawmark/health", admin.health, "none"),
        ("POST", r"/_clawmark/clock", admin.set_clock, "admin"),
        ("POST", r"/_clawmark/import", admin.import_spreadsheet, "admin"),
        ("GET", r"/_clawmark/snapshot", admin.snapshot, "admin"),
        ("POST", r"/v4/spreadsheets", spreadsheets.create, "user"),
        ("GET", _BOOK, spreadsheets.get, "user"),
        ("POST", _BOOK + r":batchUpdate", requests.batch_update, "user"),
        ("POST", _BOOK + r"/sheets/([^/:]+):copyTo", spreadsheets.copy_sheet_to, "user"),
        ("GET", _BOOK + r"/values:batchGet", values.batch_get, "user"),
        ("POST", _BOOK + r"/values:batchUpdate", values.batch_update, "user"),
        ("POST", _BOOK + r"/values:batchClear", values.batch_clear, "user"),
        ("POST", _BOOK + r"/values/(.+):append", values.append, "user"),
        ("POST", _BOOK + r"/values/(.+):clear", values.clear, "user"),
        ("GET", _BOOK + r"/values/(.+)", values.get, "user"),
        ("PUT", _BOOK + r"/values/(.+)", values.update, "user"),
        ("GET", _FILES, drive.list_files, "user"),
        ("POST", _FILES, drive.create_file, "user"),
        ("GET", _FILE + r"/export", drive.export_file, "user"),
        ("POST", _FILE + r"/copy", drive.copy_file, "user"),
        ("GET", _FILE + r"/comments", drive.list_comments, "user"),
        ("GET", _FILE, drive.get_file, "user"),
        ("PATCH", _FILE, drive.update_file, "user"),
        ("DELETE", _FILE, drive.delete_file, "user"),
    ]
