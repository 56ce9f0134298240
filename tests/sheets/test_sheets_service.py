"""The sheets Service seam end to end: a task folder with seed/sheets/ (JSON and xlsx) and sheets
changes, run through World; snapshot determinism; failure() on a dead server; auth and errors."""

import json
from datetime import datetime
import os
import re
import shutil
import signal

import httpx
import openpyxl
import pytest
from sheets.support import make_clock

from clawmark.canonical import canonical_hash
from clawmark.endpoint import ServiceError
from clawmark.services.sheets.service import SheetsService
from clawmark.services.sheets.server.app import _RequestHandler
from clawmark.services.sheets.store import spreadsheet_id
from clawmark.taskdir import load_task
from clawmark.testing.processes import syscalls
from clawmark.world import World
from checkers.sheets import SheetsView
from checkers.state import State

TASK_YAML = """\
id: sheets-demo
version: 1
title: A budget that changes overnight
scenario: testing
role: assistant
principal: {name: Pat Doe}
timezone: Europe/London
services: [sheets]
rounds:
  - {day: 2024-03-04, prompt: rounds/01.md}
  - day: 2024-03-05
    prompt: rounds/02.md
    mutations:
      - {id: rent-up, kind: sheets.set_values, spreadsheet: Budget, range: "Costs!B2", values: [["$1,350.00"]]}
      - {id: new-row, kind: sheets.append_rows, spreadsheet: Budget, range: Costs, values: [[Water, "40"]]}
      - {id: wipe, kind: sheets.clear, spreadsheet: Roster, range: "Staff!B2:B3"}
      - {id: notes, kind: sheets.add_sheet, spreadsheet: Budget, title: "Q2 notes", values: [[todo, "=TODAY()"]]}
"""


@pytest.fixture(scope="module")
def task(tmp_path_factory):
    root = tmp_path_factory.mktemp("sheets") / "task"
    (root / "rounds").mkdir(parents=True)
    (root / "seed" / "sheets").mkdir(parents=True)
    (root / "task.yaml").write_text(TASK_YAML)
    (root / "rounds" / "01.md").write_text("Day one.")
    (root / "rounds" / "02.md").write_text("Day two.")
    (root / "checks.py").write_text("")
    (root / "oracle.py").write_text("")
    budget = {
        "title": "Budget",
        "sheets": [
            {
                "title": "Costs",
                "rows": [["Item", "Amount"], ["Rent", "$1,200.00"], ["Power", 80.5], ["Total", "=SUM(B2:B3)"]],
            }
        ],
    }
    (root / "seed" / "sheets" / "budget.json").write_text(json.dumps(budget))
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.title = "Staff"
    for row in (["Name", "Hours"], ["Ann", 30], ["Ben", 12.5], ["Total", "=SUM(B2:B3)"]):
        sheet.append(row)
    sheet["C1"], sheet["C2"], sheet["C3"] = "Start", datetime(2024, 1, 15), 0.25
    sheet["C2"].number_format, sheet["C3"].number_format = "[$-409]mmmm d, yyyy;@", "0%"
    workbook.save(root / "seed" / "sheets" / "Roster.xlsx")
    return load_task(root)


def _run(task):
    clock = make_clock()
    with World(task, clock) as world:
        first = world.snapshot()
        world.begin_round(2)
        second = world.snapshot()
    return first, second


@pytest.fixture(scope="module")
def runs(task):
    """Two identical runs of the task: (round-1 snapshots, round-2 snapshots) each."""
    return _run(task), _run(task)


def test_snapshots_are_identical_across_runs(runs):
    assert [canonical_hash(s["sheets"].data) for s in runs[0]] == [canonical_hash(s["sheets"].data) for s in runs[1]]


def test_seed_changes_and_snapshot_through_world(runs):
    first, second = runs[0]
    view = SheetsView(first["sheets"])
    assert view.titles() == ["Budget", "Roster"]
    assert view.values("Costs!A1:B4", "Budget") == [
        ["Item", "Amount"],
        ["Rent", 1200],
        ["Power", 80.5],
        ["Total", 1280.5],
    ]
    assert view.entered("Staff!B4", "Roster") == "=SUM(B2:B3)" and view.cell("Staff!B4", "Roster") == 42.5
    ids = {b["title"]: b["id"] for b in first["sheets"].data["spreadsheets"]}
    assert ids == {"Budget": spreadsheet_id("seed/budget.json"), "Roster": spreadsheet_id("seed/Roster.xlsx")}

    after = SheetsView(second["sheets"], before=first["sheets"])
    assert after.cell("Costs!B4", "Budget") == 1430.5
    assert after.row_where("Item", "water", "Costs", "Budget") == {"Item": "Water", "Amount": 40}
    assert after.values("Staff!A1:B4", "Roster") == [["Name", "Hours"], ["Ann"], ["Ben"], ["Total", 0]]
    assert after.sheet_titles("Budget") == ["Costs", "Q2 notes"]
    assert after.cell("'Q2 notes'!B1", "Budget") == 45356  # TODAY() on round 2's date
    assert after.changed_by_agent("Costs!B2", "Budget") and not after.changed_by_agent("Costs!A1", "Budget")


def test_state_sheets_compares_with_before(runs):
    first, second = runs[0]
    state = State(2, second, before=first)
    assert state.sheets.changed_by_agent("Costs!B2", "Budget")
    assert state.before.sheets.cell("Costs!B2", "Budget") == 1200
    assert state.sheets.changed_cells("Budget") == [
        "Costs!B2",
        "Costs!A5",
        "Costs!B5",
        "'Q2 notes'!A1",
        "'Q2 notes'!B1",
    ]
    assert state.sheets.changed_cells("Roster") == ["Staff!B2", "Staff!B3"]


def test_a_dead_server_is_reported_by_failure(task):
    with World(task, make_clock()) as world:
        service = world.services["sheets"]
        assert world.failure() is None
        os.killpg(service.server.process.pid, signal.SIGKILL)
        service.server.process.wait()
        assert "exited" in world.failure()
        with pytest.raises(ServiceError):
            service.snapshot()


def test_a_change_naming_a_missing_spreadsheet_is_a_service_error(task):
    change = task.spec.rounds[1].mutations[0].model_copy(update={"spreadsheet": "Nope"})
    with World(task, make_clock()) as world, pytest.raises(ServiceError, match="Nope"):
        world.apply(change)


def test_bad_seed_file_names_the_file(task, tmp_path):
    broken = tmp_path / "task"
    shutil.copytree(task.root, broken)
    loaded = load_task(broken)  # load_task refuses the bad file too (tests/test_spec_errors.py)
    (broken / "seed" / "sheets" / "broken.json").write_text("{not json")
    with pytest.raises(ServiceError, match="broken.json: not valid JSON"), World(loaded, make_clock()):
        pass


@pytest.mark.parametrize(
    "headers,status,code",
    [
        ({}, "UNAUTHENTICATED", 401),
        ({"Authorization": "Bearer wrong"}, "UNAUTHENTICATED", 401),
    ],
)
def test_requests_without_the_token_are_refused(sheets_server, headers, status, code):
    reply = httpx.get(sheets_server.url + "v4/spreadsheets/x", headers=headers)
    assert reply.status_code == code
    assert reply.json()["error"]["status"] == status and reply.json()["error"]["code"] == code


def test_admin_routes_need_the_admin_token(sheets_server):
    reply = httpx.get(
        sheets_server.url + "_clawmark/snapshot", headers={"Authorization": f"Bearer {sheets_server.token}"}
    )
    assert reply.status_code == 403 and reply.json()["error"]["status"] == "PERMISSION_DENIED"


@pytest.mark.parametrize(
    "method,path,body,status,message",
    [
        ("GET", "v4/spreadsheets/nope", None, "NOT_FOUND", "Requested entity was not found."),
        ("GET", "v4/spreadsheets/{id}/values/Nope!A1", None, "INVALID_ARGUMENT", "Unable to parse range: Nope!A1"),
        (
            "GET",
            "v4/spreadsheets/{id}/values/A1?valueRenderOption=PRETTY",
            None,
            "INVALID_ARGUMENT",
            "valueRenderOption",
        ),
        (
            "PUT",
            "v4/spreadsheets/{id}/values/A1",
            {"values": [["x"]]},
            "INVALID_ARGUMENT",
            "'valueInputOption' is required",
        ),
        (
            "PUT",
            "v4/spreadsheets/{id}/values/A1001?valueInputOption=RAW",
            {"values": [["x"]]},
            "INVALID_ARGUMENT",
            "exceeds grid limits",
        ),
        (
            "PUT",
            "v4/spreadsheets/{id}/values/A1:B2?valueInputOption=RAW",
            {"values": [["x"], ["y"], ["z"]]},
            "INVALID_ARGUMENT",
            "Requested writing within range [Sheet1!A1:B2], but tried writing to row [3]",
        ),
        ("POST", "v4/spreadsheets/{id}:batchUpdate", {"requests": [{"addChart": {}}]}, "INVALID_ARGUMENT", "addChart"),
        (
            "POST",
            "v4/spreadsheets/{id}:batchUpdate",
            {"requests": [{"deleteSheet": {"sheetId": 0}}]},
            "INVALID_ARGUMENT",
            "can't remove all the sheets",
        ),
        ("GET", "drive/v3/files?q=name%20~%20'x'", None, "INVALID_ARGUMENT", "Invalid Value"),
    ],
)
def test_bad_requests_get_googles_error_shape(sheets_server, sheets_api, method, path, body, status, message):
    book_id = sheets_api.spreadsheets().create(body={}).execute()["spreadsheetId"]
    reply = httpx.request(
        method,
        sheets_server.url + path.format(id=book_id),
        json=body,
        headers={"Authorization": f"Bearer {sheets_server.token}"},
    )
    error = reply.json()["error"]
    assert (reply.status_code, error["status"]) == ({"NOT_FOUND": 404}.get(status, 400), status)
    assert message in error["message"]


def test_the_guides_code_connects_both_clients(task, monkeypatch):
    with World(task, make_clock()) as world:
        guide = (world.workspace / "SERVICES.md").read_text()
        for name, value in world.env.items():
            monkeypatch.setenv(name, value)
        scope: dict = {}
        for block in re.findall(r"```python\n(.*?)```", guide, re.S):
            exec(block, scope)  # noqa: S102 - the guide's own snippets, run as an agent would
        book_id = scope["gc"].open("Budget").id
        got = scope["sheets"].spreadsheets().values().get(spreadsheetId=book_id, range="Costs!B4").execute()
        assert got["values"] == [["$1,280.50"]]
        assert sorted(f["name"] for f in scope["drive"].files().list().execute()["files"]) == ["Budget", "Roster"]
        roster = scope["gc"].open("Roster").id
        got = scope["sheets"].spreadsheets().values().get(spreadsheetId=roster, range="Staff!C2:C3").execute()
        assert got["values"] == [["January 15, 2024"], ["25%"]]


def test_anonymous_credentials_work_only_when_a_test_opts_in(tmp_path):
    from google.auth.credentials import AnonymousCredentials
    from googleapiclient.discovery import build
    from google.auth.exceptions import InvalidOperation

    for allow in (True, False):
        service = SheetsService(allow_anonymous=allow)
        (tmp_path / str(allow)).mkdir()
        try:
            service.start(tmp_path / str(allow), make_clock())
            api = build(
                "sheets",
                "v4",
                credentials=AnonymousCredentials(),
                static_discovery=True,
                client_options={"api_endpoint": service.url},
            )
            create = api.spreadsheets().create(body={"properties": {"title": "anon"}})
            if allow:
                assert create.execute()["properties"]["title"] == "anon"
            else:  # the client meets a 401 and tries to refresh credentials it cannot refresh
                with pytest.raises(InvalidOperation, match="cannot be refreshed"):
                    create.execute()
        finally:
            service.stop()


def test_responses_are_not_held_back_by_nagle():
    """Headers and body are two writes: with Nagle on, each keep-alive response waited ~40 ms
    for the client's delayed ACK (a 10,000-cell snapshot took 92 ms instead of 2 ms)."""
    assert _RequestHandler.disable_nagle_algorithm is True


@pytest.mark.skipif(shutil.which("strace") is None, reason="strace (Debian package strace) is not installed")
def test_the_server_does_not_sync_its_writes_to_disk(sheets_server, gc, title, tmp_path):
    """A world lives for one run: SQLite's sync of every saved spreadsheet only made each cell
    write wait on the disk (~11 % of a gate's samples)."""
    trace = tmp_path / "strace.txt"
    with syscalls(sheets_server.server.process.pid, ("fsync", "fdatasync", "pwrite64"), trace):
        gc.create(title).sheet1.update_acell("A1", "written")
        assert gc.open(title).sheet1.acell("A1").value == "written"
    calls = trace.read_text(encoding="utf-8")
    assert "pwrite64(" in calls  # the trace saw the server save the spreadsheet
    assert "fsync(" not in calls and "fdatasync(" not in calls
