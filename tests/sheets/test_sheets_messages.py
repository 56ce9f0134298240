"""The checked-in table of Sheets v4 message fields matches the discovery document of the pinned
google-api-python-client (regenerate with `tools/sheets-messages`)."""

from clawmark.services.sheets.server.messages import MESSAGES_FILE, build_messages, dump


def test_messages_file_is_current():
    assert MESSAGES_FILE.read_text() == dump(build_messages())


def test_every_served_method_is_described():
    from clawmark.services.sheets.server import routes
    from clawmark.services.sheets.server.messages import method_of

    table = build_messages()["methods"]
    sheets_routes = [h for _, path, h, _ in routes() if path.startswith("/v4/")]
    assert sheets_routes and all(method_of(h)[0] in table for h in sheets_routes)
