"""The calendar service against the real Radicale, with the real `caldav` client and raw CalDAV."""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import caldav
import httpx
import icalendar
import pytest
from caldav.lib.error import AuthorizationError
from pydantic import ValidationError

from calendar_task import SPEC, running, write_calendar_task
from clawmark.canonical import canonical_bytes
from clawmark.problems import InputError
from clawmark.runner import run_task
from clawmark.endpoint import ServiceError
from clawmark.services.calendar.spec import CalendarAdd, CalendarCancel, CalendarDelete, CalendarUpdate
from clawmark.store import Store
from clawmark.taskdir import load_task
from clawmark.testing.processes import syscalls

BERLIN = ZoneInfo("Europe/Berlin")
CALENDAR_TASKS = sorted(p.parent for p in (Path(__file__).parents[1] / "tasks").glob("*/*/task.yaml")
                        if "\n  calendar:" in p.read_text(encoding="utf-8"))
BOARD = "board@northwind.example"


@pytest.fixture
def task(tmp_path):
    return write_calendar_task(tmp_path / "task")


@pytest.fixture
def world(task, tmp_path):
    with running(task, tmp_path / "state") as (service, endpoint):
        yield service, endpoint


def client(endpoint, password=None) -> caldav.DAVClient:
    env = endpoint.env
    return caldav.DAVClient(url=env["CLAWMARK_CALDAV_URL"], username=env["CLAWMARK_CALDAV_USERNAME"],
                            password=password or env["CLAWMARK_CALDAV_PASSWORD"])


def events(service, account="maren", calendar="work"):
    cal = next(c for c in service.snapshot().data["calendars"] if (c["account"], c["id"]) == (account, calendar))
    return {(e["uid"], e["recurrence_id"]): e for e in cal["events"]}


def test_seed_is_normalised_in_the_snapshot(world):
    service, endpoint = world
    data = service.snapshot().data
    assert [(c["account"], c["id"], c["name"]) for c in data["calendars"]] == [
        ("lukas", "work", "Lukas work"), ("maren", "empty", "Nothing yet"), ("maren", "work", "Work")]
    board = events(service)[(BOARD, None)]
    assert board == {
        "uid": BOARD, "recurrence_id": None, "summary": "Board meeting",
        "dtstart": "2024-03-14T13:00:00Z", "dtend": "2024-03-14T15:00:00Z", "tzid": "Europe/Berlin",
        "location": "Boardroom 2", "description": None, "status": None, "organizer": "maren@northwind.example",
        "attendees": [{"email": "lukas.berg@northwind.example", "partstat": "ACCEPTED"},
                      {"email": "maren@northwind.example", "partstat": "ACCEPTED"}],
        "rrule": None, "exdate": [], "rdate": [], "categories": ["Board", "Quarterly"], "origin": "seed"}
    sync = events(service)[("sync@northwind.example", None)]
    assert (sync["dtend"], sync["rrule"], sync["exdate"]) == (
        "2024-03-11T09:00:00Z", "FREQ=WEEKLY;COUNT=8;BYDAY=MO,WE", ["2024-03-18T08:00:00Z"])
    assert events(service)[("sync@northwind.example", "2024-03-13T08:00:00Z")]["dtstart"] == "2024-03-13T10:30:00Z"
    assert events(service)[("holiday@northwind.example", None)]["dtstart"] == "2024-03-29"
    assert endpoint.env["CLAWMARK_CALDAV_USERNAME"] == "maren" and "maren" in endpoint.guide


def test_seeded_items_are_valid_caldav_with_universe_dtstamps(world):
    service, endpoint = world
    calendars = client(endpoint).principal().calendars()
    assert sorted(c.get_display_name() for c in calendars) == ["Nothing yet", "Work"]
    work = next(c for c in calendars if c.get_display_name() == "Work")
    found = work.search(start=datetime(2024, 3, 11, tzinfo=BERLIN), end=datetime(2024, 3, 16, tzinfo=BERLIN),
                        event=True, expand=True)
    starts = sorted((str(e.icalendar_component["SUMMARY"]), e.icalendar_component.decoded("DTSTART").isoformat())
                    for e in found)
    assert starts == [
        ("Board meeting", "2024-03-14T14:00:00+01:00"), ("Leadership sync", "2024-03-11T09:00:00+01:00"),
        ("Leadership sync (moved)", "2024-03-13T11:30:00+01:00"), ("Offsite planning", "2024-03-13T14:00:00+01:00"),
        ("Product review", "2024-03-14T15:00:00+01:00")]
    # A second client: a raw CalDAV REPORT (RFC 4791 §7.8) with httpx.
    report = """<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><C:calendar-data/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT"/></C:comp-filter></C:filter>
</C:calendar-query>"""
    env = endpoint.env
    response = httpx.request("REPORT", env["CLAWMARK_CALDAV_URL"] + "maren/work/", content=report,
                             headers={"Depth": "1", "Content-Type": "application/xml"},
                             auth=(env["CLAWMARK_CALDAV_USERNAME"], env["CLAWMARK_CALDAV_PASSWORD"]))
    assert response.status_code == 207
    stamps = sorted(line for line in response.text.replace("&#13;", "").splitlines() if line.startswith("DTSTAMP"))
    assert len(stamps) == 6  # 5 masters + 1 override
    assert set(stamps) <= {f"DTSTAMP:20240311T08000{n}Z" for n in range(1, 6)}  # 09:00:0n Berlin


def test_wrong_password_is_refused_and_accounts_are_private(world):
    service, endpoint = world
    with pytest.raises(AuthorizationError):
        client(endpoint, password="not-the-password").principal()
    lukas = service.passwords["lukas"]
    response = httpx.request("PROPFIND", endpoint.env["CLAWMARK_CALDAV_URL"] + "maren/work/",
                             headers={"Depth": "0"}, auth=("lukas", lukas))
    assert response.status_code == 403


def test_client_creates_searches_moves_cancels_and_deletes(world):
    service, endpoint = world
    principal = client(endpoint).principal()
    personal = principal.make_calendar(name="Personal", cal_id="personal")
    personal.save_event(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//agent//EN\r\nBEGIN:VEVENT\r\nUID:dentist@agent\r\n"
        "DTSTAMP:20240311T090000Z\r\nSUMMARY:Dentist\r\nDTSTART;TZID=Europe/Berlin:20240312T080000\r\n"
        "DTEND;TZID=Europe/Berlin:20240312T083000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
    assert events(service, calendar="personal")[("dentist@agent", None)]["origin"] == "agent"
    (found,) = personal.search(start=datetime(2024, 3, 12, tzinfo=BERLIN), end=datetime(2024, 3, 13, tzinfo=BERLIN),
                               event=True)
    component = found.icalendar_component
    component.pop("DTSTART")
    component.pop("DTEND")
    component.add("DTSTART", datetime(2024, 3, 12, 16, 0, tzinfo=BERLIN))
    component.add("DTEND", datetime(2024, 3, 12, 16, 30, tzinfo=BERLIN))
    found.save()
    assert events(service, calendar="personal")[("dentist@agent", None)]["dtstart"] == "2024-03-12T15:00:00Z"
    found = personal.event_by_uid("dentist@agent")
    found.icalendar_component["STATUS"] = "CANCELLED"
    found.save()
    assert events(service, calendar="personal")[("dentist@agent", None)]["status"] == "CANCELLED"
    found.delete()
    assert events(service, calendar="personal") == {}


def apply_every_change_kind(service, task):
    service.apply(CalendarAdd(id="a", kind="calendar.add", account="maren", calendar="work", ics=(
        "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:audit@northwind.example\nSUMMARY:Audit call\n"
        "DTSTART;TZID=Europe/Berlin:20240313T140000\nDTEND;TZID=Europe/Berlin:20240313T150000\n"
        "END:VEVENT\nEND:VCALENDAR\n")), task.root)
    service.apply(CalendarUpdate(id="u", kind="calendar.update", account="maren", calendar="work", uid=BOARD,
                                 set=["DTSTART;TZID=Europe/Berlin:20240315T100000", "LOCATION:Boardroom 3"],
                                 remove=["CATEGORIES"], partstat={"lukas.berg@northwind.example": "DECLINED"}), task.root)
    service.apply(CalendarCancel(id="c", kind="calendar.cancel", account="maren", calendar="work",
                                 uid="sync@northwind.example"), task.root)
    service.apply(CalendarDelete(id="d", kind="calendar.delete", account="maren", calendar="work",
                                 uid="holiday@northwind.example"), task.root)


def test_world_changes_add_update_cancel_delete(world, task):
    service, _ = world
    apply_every_change_kind(service, task)
    now = events(service)
    assert now[("audit@northwind.example", None)]["origin"] == "world"
    board = now[(BOARD, None)]
    assert (board["dtstart"], board["dtend"], board["location"], board["categories"]) == (
        "2024-03-15T09:00:00Z", "2024-03-15T11:00:00Z", "Boardroom 3", [])  # duration kept
    assert board["attendees"][0] == {"email": "lukas.berg@northwind.example", "partstat": "DECLINED"}
    assert {now[k]["status"] for k in now if k[0] == "sync@northwind.example"} == {"CANCELLED"}
    assert ("holiday@northwind.example", None) not in now
    stored = icalendar.Calendar.from_ical((service.server.storage / "maren/work" / f"{BOARD}.ics").read_bytes())
    (master,) = stored.walk("VEVENT")
    assert (master["SEQUENCE"], master.decoded("DTSTAMP").isoformat()) == (1, "2024-03-11T08:00:07+00:00")


def snapshot_parsed_from_storage(service) -> dict:
    service.parsed.clear()
    return service.snapshot().data


def test_records_remembered_from_writes_equal_those_parsed_from_storage(world, task):
    service, _ = world
    apply_every_change_kind(service, task)
    items = [p for p in service.server.storage.glob("maren/work/*.ics")]
    assert {hashlib.sha256(p.read_bytes()).hexdigest() for p in items} <= set(service.parsed)  # nothing to parse
    remembered = service.snapshot().data
    assert remembered == snapshot_parsed_from_storage(service)


@pytest.mark.parametrize("folder", CALENDAR_TASKS, ids=lambda p: p.parent.name)
def test_every_released_calendar_seed_is_remembered_as_stored(folder, tmp_path):
    with running(load_task(folder), tmp_path / "state") as (service, _):
        remembered = service.snapshot().data
        assert remembered["calendars"] and remembered == snapshot_parsed_from_storage(service)


def test_bad_changes_raise_service_errors(world, task):
    service, _ = world
    ref = {"account": "maren", "calendar": "work"}
    with pytest.raises(ServiceError, match="no event nope"):
        service.apply(CalendarCancel(id="c", kind="calendar.cancel", uid="nope", **ref), task.root)
    with pytest.raises(ServiceError, match="not an ATTENDEE"):
        service.apply(CalendarUpdate(id="u", kind="calendar.update", uid=BOARD, partstat={"x@y": "DECLINED"}, **ref), task.root)
    with pytest.raises(ServiceError, match="already exists"):
        service.apply(CalendarAdd(id="a", kind="calendar.add", source="seed/calendar/review.ics", **ref), task.root)
    with pytest.raises(ServiceError, match="not in seed.calendar.accounts"):
        service.apply(CalendarDelete(id="d", kind="calendar.delete", account="nobody", calendar="work", uid=BOARD), task.root)
    with pytest.raises(ValidationError, match="content line"):
        CalendarUpdate(id="u", kind="calendar.update", uid=BOARD, set=["LOCATION Boardroom"], **ref)
    with pytest.raises(ValidationError, match="UID names the event"):
        CalendarUpdate(id="u", kind="calendar.update", uid=BOARD, set=["UID:other"], **ref)


def operate(service, endpoint, task):
    """The same operations, through the harness and through the caldav client."""
    service.apply(CalendarUpdate(id="u", kind="calendar.update", account="maren", calendar="work", uid=BOARD,
                                 partstat={"lukas.berg@northwind.example": "DECLINED"}), task.root)
    work = client(endpoint).principal().calendar(cal_id="work")
    work.save_event(dtstart=datetime(2024, 3, 15, 9, tzinfo=BERLIN), dtend=datetime(2024, 3, 15, 10, tzinfo=BERLIN),
                    summary="Prep", uid="prep@agent", dtstamp=datetime(2024, 3, 11, 8, 0, 30, tzinfo=BERLIN))


def test_two_worlds_at_once_give_byte_identical_snapshots(task, tmp_path):
    with running(task, tmp_path / "a") as (a, endpoint_a), running(task, tmp_path / "b") as (b, endpoint_b):
        assert endpoint_a.env["CLAWMARK_CALDAV_URL"] != endpoint_b.env["CLAWMARK_CALDAV_URL"]
        assert endpoint_a.env["CLAWMARK_CALDAV_PASSWORD"] != endpoint_b.env["CLAWMARK_CALDAV_PASSWORD"]
        operate(a, endpoint_a, task)
        operate(b, endpoint_b, task)
        snapshot_a, snapshot_b = canonical_bytes(a.snapshot().data), canonical_bytes(b.snapshot().data)
        assert snapshot_a == snapshot_b and b"prep@agent" in snapshot_a


def test_a_dead_radicale_is_reported(world):
    service, _ = world
    assert service.failure() is None
    os.killpg(service.server.server.process.pid, signal.SIGKILL)
    service.server.server.process.wait(timeout=5)
    assert "Radicale exited" in service.failure()


def test_calendar_tasks_need_an_account_and_changes_name_seeded_calendars(tmp_path):
    bare = SPEC[:SPEC.index("seed:")] + SPEC[SPEC.index("rounds:"):]
    with pytest.raises(InputError, match="needs an account"):
        write_calendar_task(tmp_path / "t1", bare)
    stray = SPEC.replace("    prompt: rounds/02.md\n", "    prompt: rounds/02.md\n    mutations:\n      - {id: x, kind: calendar.cancel, "
                         "account: maren, calendar: home, uid: u}\n")
    with pytest.raises(InputError, match="change x: no calendar maren/home"):
        write_calendar_task(tmp_path / "t2", stray)


def test_seed_dtstamps_follow_the_universe_clock_not_the_wall_clock(world):
    service, _ = world
    for path in (service.server.storage / "maren" / "work").glob("*.ics"):
        for event in icalendar.Calendar.from_ical(path.read_bytes()).walk("VEVENT"):
            stamp = event.decoded("DTSTAMP")
            assert datetime(2024, 3, 11, 8, tzinfo=stamp.tzinfo) < stamp < datetime(2024, 3, 11, 8, tzinfo=stamp.tzinfo) + timedelta(minutes=1)


def test_a_missing_seed_file_is_a_validation_error_naming_the_field(tmp_path):
    with pytest.raises(InputError) as error:
        write_calendar_task(tmp_path / "t", SPEC.replace("review.ics]", "gone.ics]"))
    (problem,) = error.value.problems
    assert problem.field == "seed.calendar.accounts[0].calendars[0].files[1]" and "gone.ics" in problem.message


KILL_RADICALE = '''
import os, signal
from pathlib import Path

def round_1(ctx):
    config = str(Path(ctx.prompt_file).parent.parent / "calendar" / "radicale" / "config")
    for proc in Path("/proc").iterdir():
        try:
            cmdline = (proc / "cmdline").read_bytes().split(b"\\0")
        except OSError:  # not a process, or one that just exited
            continue
        if config.encode() in cmdline:
            os.kill(int(proc.name), signal.SIGKILL)
            wait_until_exited(proc)


def wait_until_exited(proc):
    """Until the kernel has finished the process's exit: a zombie, or gone."""
    while True:
        try:
            if (proc / "stat").read_text().rsplit(")", 1)[1].split()[0] == "Z":
                return
        except OSError:
            return
'''


def test_a_radicale_that_dies_during_a_round_makes_the_run_invalid(tmp_path):
    root = write_calendar_task(tmp_path / "task").root
    (root / "oracle.py").write_text(KILL_RADICALE)
    log = run_task(load_task(root), "oracle", Store(tmp_path / "store")).log
    assert log.outcome == "invalid" and "Radicale exited" in log.invalid_reason


@pytest.mark.skipif(shutil.which("strace") is None, reason="strace (Debian package strace) is not installed")
def test_radicale_does_not_sync_its_writes_to_disk(world):
    """A world lives for one run: Radicale's fsync per written item only waited on the disk
    (~80 per seeded calendar task, ~15 ms each on this machine's disk)."""
    service, endpoint = world
    trace = Path(service.server.root) / "strace.txt"
    with syscalls(service.server.server.process.pid, ("fsync", "fdatasync", "rename"), trace):
        principal = client(endpoint).principal()
        principal.make_calendar(name="Personal", cal_id="personal").save_event(
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//agent//EN\r\nBEGIN:VEVENT\r\nUID:gym@agent\r\n"
            "DTSTAMP:20240311T090000Z\r\nSUMMARY:Gym\r\nDTSTART:20240312T170000Z\r\nDTEND:20240312T180000Z\r\n"
            "END:VEVENT\r\nEND:VCALENDAR\r\n")
        assert ("gym@agent", None) in events(service, calendar="personal")
    calls = trace.read_text(encoding="utf-8")
    assert "rename(" in calls  # the trace saw Radicale store the item (an atomic replace)
    assert "fsync(" not in calls and "fdatasync(" not in calls
