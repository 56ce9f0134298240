"""Issue 18, universe time: the stamps the harness writes through the other services come from
the universe clock, read back with the real clients — IMAP INTERNALDATE (imapclient, RFC 3501
§2.3.3), Notion `last_edited_time` (notion-client), Drive `modifiedTime` (google-api-python-
client). Changes before round n are stamped `clock.stamp()`: n's start plus one second per
stamp (the fs service stamps the night before instead: test_fs_integrity, test_fs_adversarial;
calendar DTSTAMP: test_calendar_service)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build
from imapclient import IMAPClient
from notion_client import Client

from clawmark.taskdir import clock_for
from clawmark.taskdir import load_task
from clawmark.world import World
from conftest import TASKS

SPRINT = TASKS / "project-management" / "sprint-replan"


def test_harness_stamps_in_mail_kb_and_sheets_are_universe_time():
    task = load_task(SPRINT)
    clock = clock_for(task)
    with World(task, clock) as world:
        for number in range(1, 6):  # day 2 … 5: mail.deliver each, sheets.set_values on 3, kb change on 5
            world.begin_round(number)
        start = {n: clock.round_start(n).astimezone(timezone.utc) for n in range(1, 6)}

        mail = world.endpoints["mail"].info
        with IMAPClient(mail["host"], mail["imap_port"], ssl=False) as imap:
            imap.login("priya.nair@tidewater.example", mail["accounts"]["priya.nair@tidewater.example"])
            imap.select_folder("INBOX", readonly=True)
            fetched = imap.fetch(imap.search(["SINCE", start[2].date()]), ["INTERNALDATE"])
        dates = sorted(v[b"INTERNALDATE"].astimezone(timezone.utc) for v in fetched.values())
        assert dates == [start[n] + timedelta(seconds=1) for n in range(2, 6)]

        kb = world.endpoints["kb"].info
        notion = Client(auth=kb["token"], base_url=kb["base_url"])
        edited = [p["last_edited_time"] for p in notion.search(filter={"property": "object", "value": "page"})["results"]]
        assert "2024-05-17T08:00:01.000Z" in edited  # Marta's change on day 5, 10:00:01 Amsterdam
        assert max(edited) == "2024-05-17T08:00:01.000Z"

        sheets = world.endpoints["sheets"].info
        drive = build("drive", "v3", credentials=Credentials(token=sheets["token"]), static_discovery=True,
                      client_options={"api_endpoint": sheets["url"]})
        files = drive.files().list(fields="files(name,modifiedTime)").execute()["files"]
        modified = {f["name"]: f["modifiedTime"] for f in files}
        assert modified["Atlas release plan"] == "2024-05-15T08:00:01.000Z"  # day 3's silent change
        assert all(datetime.fromisoformat(t.replace("Z", "+00:00")) < start[5] + timedelta(hours=1)
                   for t in modified.values())
