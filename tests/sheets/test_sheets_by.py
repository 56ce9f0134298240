"""Sheets changes name who made them (`by`, like kb's): the cells a change with `by` wrote carry it
in the snapshot while they hold what it wrote; without `by` the snapshot is as before."""

from __future__ import annotations

import json
from pathlib import Path

from checkers.sheets import SheetsView
from clawmark.taskdir import clock_for
from clawmark.services.base import Snapshot
from clawmark.services.sheets.clients import google_service
from clawmark.taskdir import load_task
from clawmark.world import World

SPEC = """\
id: sheets-by
version: 1
title: Sheets changes with an author
scenario: testing
role: accounts payable clerk
principal: {name: Rosa Lind}
timezone: Europe/Berlin
services: [sheets]
rounds:
  - {day: 2024-05-07, prompt: rounds/01.md}
  - day: 2024-05-08
    prompt: rounds/02.md
    mutations:
      - {id: iban-changed, kind: sheets.set_values, spreadsheet: Vendors, range: "Master!B2:C2", values: [["DE02 1001 0010 0000 0177 19", "Approved"]], by: lea.vogt}
      - {id: note-added, kind: sheets.set_values, spreadsheet: Vendors, range: "Master!D2", values: [["checked"]]}
"""
VENDORS = {"title": "Vendors", "sheets": [{"title": "Master", "rows": [
    ["Vendor", "IBAN", "Status", "Note"], ["Nordlicht GmbH", "DE89 3704 0044 0532 0130 00", "Approved", ""]]}]}


def task_at(tmp_path: Path, spec: str):
    root = tmp_path / "sheets-by"
    for rel, text in {"task.yaml": spec, "rounds/01.md": "Day 1.\n", "rounds/02.md": "Day 2.\n",
                      "checks.py": "", "oracle.py": "", "seed/sheets/vendors.json": json.dumps(VENDORS)}.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return load_task(root)


def test_cells_a_change_with_by_wrote_name_its_author_until_the_agent_rewrites_them(tmp_path):
    task = task_at(tmp_path, SPEC)
    with World(task, clock_for(task)) as world:
        world.begin_round(1)
        day1 = world.snapshot()["sheets"]
        world.begin_round(2)
        day2 = world.snapshot()["sheets"]
        api = google_service(world.env["CLAWMARK_SHEETS_URL"], world.env["CLAWMARK_SHEETS_TOKEN"])
        drive = google_service(world.env["CLAWMARK_SHEETS_URL"], world.env["CLAWMARK_SHEETS_TOKEN"], "drive", "v3")
        [file] = drive.files().list(q="name = 'Vendors'").execute()["files"]
        api.spreadsheets().values().update(spreadsheetId=file["id"], range="Master!C2", valueInputOption="RAW",
                                           body={"values": [["On hold"]]}).execute()
        after = world.snapshot()["sheets"]
    assert "edited_by" not in json.dumps(day1.data)
    view = SheetsView(day2)
    assert (view.edited_by("Master!B2"), view.edited_by("C2"), view.edited_by("D2")) == ("lea.vogt", None, None)
    assert view.cell("Master!B2") == "DE02 1001 0010 0000 0177 19"
    # C2 kept its value ("Approved"), so the change did not write it; the agent's write of C2 leaves B2 Lea's.
    agent = SheetsView(after, before=day2)
    assert (agent.edited_by("B2"), agent.edited_by("C2"), agent.changed_by_agent("C2")) == ("lea.vogt", None, True)


def test_without_by_the_snapshot_has_no_editors(tmp_path):
    task = task_at(tmp_path, SPEC.replace(", by: lea.vogt", ""))
    with World(task, clock_for(task)) as world:
        world.begin_round(1)
        world.begin_round(2)
        data = world.snapshot()["sheets"].data
    assert "edited_by" not in json.dumps(data)
    assert SheetsView(Snapshot(data=data)).edited_by("B2") is None
