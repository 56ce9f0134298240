"""The calendar as clients see it: Radicale's own answers to raw CalDAV, the snapshot of whatever
Radicale accepts, and the check helpers' recurrence expansion, each against the cited RFC."""

from __future__ import annotations

import re
from urllib.parse import unquote
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import caldav
import httpx
import icalendar
import pytest

from calendar_task import running, write_calendar_task
from checkers.state import State
from clawmark.services.calendar.spec import CalendarAdd

BERLIN = ZoneInfo("Europe/Berlin")
UTC = timezone.utc
HEAD = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//ClawMark tests//EN\r\n"
TAIL = "END:VCALENDAR\r\n"


def vevent(uid: str, *lines: str, kind: str = "VEVENT") -> str:
    return f"BEGIN:{kind}\r\nUID:{uid}\r\nDTSTAMP:20260101T000000Z\r\n" + "".join(f"{line}\r\n" for line in lines) + f"END:{kind}\r\n"


def item(*components: str, timezones: str = "") -> str:
    return HEAD + timezones + "".join(components) + TAIL


def office_zone(offset: str) -> str:
    return (f"BEGIN:VTIMEZONE\r\nTZID:Office\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:{offset}\r\n"
            f"TZOFFSETTO:{offset}\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n")


@pytest.fixture
def world(tmp_path):
    task = write_calendar_task(tmp_path / "task")
    with running(task, tmp_path / "state") as (service, endpoint):
        yield service, endpoint, task


def dav(endpoint) -> tuple[str, tuple[str, str]]:
    env = endpoint.env
    return env["CLAWMARK_CALDAV_URL"], (env["CLAWMARK_CALDAV_USERNAME"], env["CLAWMARK_CALDAV_PASSWORD"])


def put(endpoint, path: str, text: str) -> int:
    """A raw CalDAV PUT of one calendar object resource (RFC 4791 §5.3.2); the status code."""
    url, auth = dav(endpoint)
    return httpx.put(url + path, content=text.encode(), headers={"Content-Type": "text/calendar; charset=utf-8"},
                     auth=auth).status_code


def state(service) -> State:
    return State(1, {"calendar": service.snapshot()})


def starts(occurrences) -> list[tuple[str, str]]:
    return [(o.start.astimezone(UTC).strftime("%H:%MZ"), o.event.summary) for o in occurrences]


def test_a_utc_series_recurs_in_utc_with_its_exdate_and_override_in_a_berlin_task(world):
    """RFC 5545 §3.3.5: a UTC DATE-TIME (form #2) is an absolute instant, so a weekly series
    anchored at 09:00Z stays at 09:00Z in summer (11:00 in Berlin, not 10:00); the EXDATE
    (§3.8.5.1) removes 10 August, and the RECURRENCE-ID override (§3.8.4.4) of 3 August replaces
    that instance at 13:00Z, freeing 09:00Z for a client call: no clash."""
    service, endpoint, _ = world
    series = item(
        vevent("standup@agent", "SUMMARY:Standup", "DTSTART:20260105T090000Z", "DTEND:20260105T100000Z",
               "RRULE:FREQ=WEEKLY;BYDAY=MO", "EXDATE:20260810T090000Z"),
        vevent("standup@agent", "SUMMARY:Standup (moved)", "RECURRENCE-ID:20260803T090000Z",
               "DTSTART:20260803T130000Z", "DTEND:20260803T140000Z"))
    assert put(endpoint, "maren/work/standup.ics", series) == 201
    assert put(endpoint, "maren/work/call.ics", item(vevent("call@agent", "SUMMARY:Client call",
                                                            "DTSTART:20260803T083000Z", "DTEND:20260803T093000Z"))) == 201
    calendar = state(service).calendar
    assert starts(calendar.events(date(2026, 1, 12))) == [("09:00Z", "Standup")]
    assert starts(calendar.events(date(2026, 7, 27))) == [("09:00Z", "Standup")]
    assert starts(calendar.events(date(2026, 8, 3))) == [("08:30Z", "Client call"), ("13:00Z", "Standup (moved)")]
    assert calendar.overlaps(date(2026, 8, 3)) == []
    assert calendar.events(date(2026, 8, 10)) == []
    assert not calendar.is_free(datetime(2026, 8, 17, 9, 30, tzinfo=UTC), datetime(2026, 8, 17, 9, 45, tzinfo=UTC))


def test_a_floating_series_keeps_its_wall_time_in_the_task_zone(world):
    """RFC 5545 §3.3.5 form #1: floating time is local time wherever the calendar is read, here
    the task's zone: 09:00 in Berlin in winter (08:00Z) and in summer (07:00Z); a floating EXDATE
    removes its instance."""
    service, endpoint, _ = world
    assert put(endpoint, "maren/work/walk.ics", item(vevent(
        "walk@agent", "SUMMARY:Walk", "DTSTART:20260105T090000", "DTEND:20260105T093000",
        "RRULE:FREQ=WEEKLY;COUNT=40", "EXDATE:20260713T090000"))) == 201
    calendar = state(service).calendar
    assert starts(calendar.events(date(2026, 1, 5))) == [("08:00Z", "Walk")]
    assert starts(calendar.events(date(2026, 7, 6))) == [("07:00Z", "Walk")]
    assert calendar.events(date(2026, 7, 13)) == []
    assert calendar.event(uid="walk@agent").floating


def test_a_series_in_another_zone_follows_that_zones_daylight_saving(world):
    """RFC 5545 §3.3.5 form #3: local time with a TZID recurs in that zone. New York starts DST
    on 8 March 2026, Berlin on 29 March: a Monday 09:00 New York meeting is 15:00, then 14:00,
    then again 15:00 in Berlin. A Windows zone name (as Outlook writes it) is its IANA zone."""
    service, endpoint, _ = world
    assert put(endpoint, "maren/work/ny.ics", item(vevent(
        "ny@agent", "SUMMARY:New York sync", "DTSTART;TZID=America/New_York:20260302T090000",
        "DURATION:PT30M", "RRULE:FREQ=WEEKLY;COUNT=6"))) == 201
    assert put(endpoint, "maren/work/outlook.ics", item(vevent(
        "outlook@agent", "SUMMARY:Outlook review", "DTSTART;TZID=W. Europe Standard Time:20260302T100000",
        "DTEND;TZID=W. Europe Standard Time:20260302T110000", "RRULE:FREQ=WEEKLY;COUNT=6"))) == 201
    calendar = state(service).calendar
    for day, expected in ((date(2026, 3, 2), "15:00"), (date(2026, 3, 9), "14:00"), (date(2026, 3, 30), "15:00")):
        ny = [o for o in calendar.events(day) if o.event.uid == "ny@agent"]
        assert [o.start.strftime("%H:%M") for o in ny] == [expected]
    assert [o.start.strftime("%H:%M") for o in calendar.events(date(2026, 3, 30)) if o.event.uid == "outlook@agent"] == ["10:00"]


REPORT = """<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><D:getetag/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">
    <C:time-range start="{start}" end="{end}"/>
  </C:comp-filter></C:comp-filter></C:filter>
</C:calendar-query>"""


def reported(endpoint, start: str, end: str) -> list[str]:
    """The items a raw CalDAV time-range REPORT (RFC 4791 §7.8, §9.9) finds in maren/work."""
    url, auth = dav(endpoint)
    response = httpx.request("REPORT", url + "maren/work/", content=REPORT.format(start=start, end=end),
                             headers={"Depth": "1", "Content-Type": "application/xml"}, auth=auth)
    assert response.status_code == 207
    return sorted(unquote(href) for href in re.findall(r"/maren/work/([^<]+)\.ics<", response.text))


def test_raw_time_range_reports_find_seeded_events_at_their_real_utc_time(world):
    """RFC 4791 §9.9: a time-range filter compares UTC instants, which Radicale computes from the
    item's VTIMEZONE (RFC 5545 §3.6.5). The VTIMEZONEs the harness writes are read right by
    Radicale's vobject: a seeded 09:00 Berlin sync is at 08:00Z in winter (11 March 2024) and at
    07:00Z in summer (its recurrence of 1 April), and an event added by a change at 09:00
    Berlin on 1 July is at 07:00Z."""
    service, endpoint, task = world
    service.apply(CalendarAdd(id="summer", kind="calendar.add", account="maren", calendar="work", ics=(
        "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:summer@northwind.example\nSUMMARY:Summer review\n"
        "DTSTART;TZID=Europe/Berlin:20240701T090000\nDTEND;TZID=Europe/Berlin:20240701T093000\n"
        "END:VEVENT\nEND:VCALENDAR\n")), task.root)
    # each event once just after its real start, and never in the hour a winter offset would put it
    assert reported(endpoint, "20240311T075000Z", "20240311T081000Z") == ["sync@northwind.example"]
    assert reported(endpoint, "20240311T091000Z", "20240311T093000Z") == []
    assert reported(endpoint, "20240401T065000Z", "20240401T071000Z") == ["sync@northwind.example"]
    assert reported(endpoint, "20240401T081000Z", "20240401T083000Z") == []
    assert reported(endpoint, "20240701T065000Z", "20240701T071000Z") == ["summer@northwind.example"]
    assert reported(endpoint, "20240701T080000Z", "20240701T082000Z") == []


def test_a_custom_tzid_means_the_vtimezone_of_its_own_item(world):
    """RFC 5545 §3.2.19 and RFC 4791 §4.1: a TZID that is no IANA name is defined by the
    VTIMEZONE in the same calendar object resource. Two items may define `Office` differently;
    neither reads through the other (nor through any definition parsed before in the process)."""
    service, endpoint, _ = world
    icalendar.Calendar.from_ical(item(office_zone("+0100")))  # icalendar now caches its own `Office`
    for n, offset in enumerate(("+0300", "-0500")):
        text = item(vevent(f"office-{n}@agent", "DTSTART;TZID=Office:20260105T090000", "DURATION:PT1H"),
                    timezones=office_zone(offset))
        assert put(endpoint, f"maren/{('work', 'empty')[n]}/office.ics", text) == 201
    service.parsed.clear()
    events = {e.uid: e for e in state(service).calendar.all()}
    assert events["office-0@agent"].start == datetime(2026, 1, 5, 6, tzinfo=UTC)
    assert events["office-1@agent"].start == datetime(2026, 1, 5, 14, tzinfo=UTC)
    assert events["office-0@agent"].tzid == "Office"


ODD = {  # iCalendar that Radicale accepts (201) although few clients write it
    "no-end": item(vevent("no-end", "SUMMARY:No end", "DTSTART:20260105T090000Z")),
    "all-day-no-end": item(vevent("all-day-no-end", "DTSTART;VALUE=DATE:20260105")),
    "all-day-duration": item(vevent("all-day-duration", "DTSTART;VALUE=DATE:20260105", "DURATION:P3D")),
    "until": item(vevent("until", "DTSTART;TZID=Europe/Berlin:20260105T090000", "RRULE:FREQ=DAILY;UNTIL=20260107T080000Z")),
    "until-date": item(vevent("until-date", "DTSTART;TZID=Europe/Berlin:20260105T090000", "RRULE:FREQ=WEEKLY;UNTIL=20260120")),
    "two-rrules": item(vevent("two-rrules", "DTSTART:20260105T090000Z", "RRULE:FREQ=WEEKLY;COUNT=3",
                              "RRULE:FREQ=MONTHLY;COUNT=2")),
    "all-day-exdate": item(vevent("all-day-exdate", "DTSTART;VALUE=DATE:20260105", "RRULE:FREQ=DAILY;COUNT=5",
                                  "EXDATE;VALUE=DATE:20260106,20260107")),
    "unknown-tzid": item(vevent("unknown-tzid", "DTSTART;TZID=Mars/Olympus:20260105T090000", "DURATION:PT1H")),
    "exdate-other-zone": item(vevent("exdate-other-zone", "DTSTART;TZID=Europe/Berlin:20260105T090000",
                                     "RRULE:FREQ=DAILY;COUNT=3", "EXDATE;TZID=America/New_York:20260106T030000")),
    "override-of-nothing": item(vevent("override-of-nothing", "RECURRENCE-ID:20260112T090000Z", "DTSTART:20260112T130000Z")),
    "odd-people": item(vevent("odd-people", "DTSTART:20260105T090000Z", 'ATTENDEE;PARTSTAT=accepted;CN="X, Y":urn:uuid:1',
                              "ATTENDEE:", "ORGANIZER;CN=Boss:boss", "STATUS:tentative", "CATEGORIES:")),
    "negative-duration": item(vevent("negative-duration", "DTSTART:20260105T090000Z", "DURATION:-PT1H")),
    "every-minute": item(vevent("every-minute", "DTSTART:20260105T090000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY;COUNT=90")),
    "year-1": item(vevent("year-1", "DTSTART:00010101T000000Z")),
    "year-9999": item(vevent("year-9999", "DTSTART;VALUE=DATE:99991231", "RRULE:FREQ=YEARLY")),
    "utf8-uid": item(vevent("Grüße/ü@agent", "SUMMARY;LANGUAGE=de:Grüße", "DTSTART:20260105T090000Z", "X-FOO;X-BAR=1:baz")),
    "no-dtstamp": HEAD + "BEGIN:VEVENT\r\nUID:no-dtstamp\r\nDTSTART:20260105T090000Z\r\nEND:VEVENT\r\n" + TAIL,
    "method": HEAD + "METHOD:REQUEST\r\n" + vevent("method", "DTSTART:20260105T090000Z") + TAIL,
    "lf-only": item(vevent("lf-only", "DTSTART:20260105T090000Z")).replace("\r\n", "\n"),
    "todo": item(vevent("todo", "SUMMARY:File the report", "DUE:20260110T170000Z", kind="VTODO")),
    "journal": item(vevent("journal", "DTSTART;VALUE=DATE:20260105", "DESCRIPTION:notes", kind="VJOURNAL")),
}


def test_odd_icalendar_that_radicale_accepts_snapshots_and_expands(world):
    """Whatever Radicale stores (RFC 4791 §5.3.2 PUT, 201) the snapshot reads and the helpers
    expand, as RFC 5545 defines it: no DTEND is a zero-length timed event or a one-day all-day
    one (§3.6.1); several RRULEs all recur (§3.8.5.3); UNTIL bounds inclusively and may be a
    date (§3.3.10); an unknown TZID with
    no VTIMEZONE is floating; years are four digits; VTODO and VJOURNAL are not events."""
    service, endpoint, _ = world
    for name, text in ODD.items():
        assert put(endpoint, f"maren/empty/{name}.ics", text) == 201, name
    calendar = state(service).calendar
    events = {e.uid: e for e in calendar.all(calendar="empty") if e.recurrence_id is None}
    assert sorted(events) == sorted({*ODD} - {"todo", "journal", "override-of-nothing", "utf8-uid"} | {"Grüße/ü@agent"})
    assert events["no-end"].end == events["no-end"].start == datetime(2026, 1, 5, 9, tzinfo=UTC)
    assert (events["all-day-no-end"].start, events["all-day-no-end"].end) == (date(2026, 1, 5), date(2026, 1, 6))
    assert events["all-day-duration"].end == date(2026, 1, 8)
    assert events["unknown-tzid"].floating and events["unknown-tzid"].start == datetime(2026, 1, 5, 9, tzinfo=BERLIN)
    assert events["year-1"].start == datetime(1, 1, 1, tzinfo=UTC) and events["year-9999"].start == date(9999, 12, 31)
    assert events["odd-people"].attendees == {"urn:uuid:1": "ACCEPTED", "": "NEEDS-ACTION"}
    days = {day: {o.event.uid for o in calendar.events(day, calendar="empty")}
            for day in (date(2026, 1, 5) + timedelta(days=n) for n in range(40))}
    assert [d.day for d, uids in days.items() if "two-rrules" in uids] == [5, 12, 19, 5]  # weekly ×3, monthly ×2
    assert [d.day for d, uids in days.items() if "until" in uids] == [5, 6, 7]  # UNTIL is inclusive (§3.3.10)
    assert [d.day for d, uids in days.items() if "until-date" in uids] == [5, 12, 19]
    assert [d.day for d, uids in days.items() if "all-day-exdate" in uids] == [5, 8, 9]
    assert [d.day for d, uids in days.items() if "exdate-other-zone" in uids] == [5, 7]
    assert len([o for o in calendar.events(date(2026, 1, 5), calendar="empty") if o.event.uid == "every-minute"]) == 90
    assert calendar.overlaps(date(2026, 1, 5), calendar="empty")  # the same instant, many times over


def test_calendars_the_agent_creates_and_deletes_are_in_the_snapshot(world):
    """MKCALENDAR (RFC 4791 §5.3.1) with any name, for events or only to-dos (supported-
    calendar-component-set, §5.2.3), and DELETE of a calendar (RFC 4918 §9.6.1)."""
    service, endpoint, _ = world
    url, auth = dav(endpoint)
    principal = caldav.DAVClient(url=url, username=auth[0], password=auth[1]).principal()
    principal.make_calendar(name="Mein Kalender", cal_id="mein kalender")
    principal.make_calendar(name="Aufgaben", cal_id="aufgaben-ü", supported_calendar_component_set=["VTODO"])
    assert put(endpoint, "maren/aufgaben-ü/todo.ics", ODD["todo"]) == 201
    assert httpx.request("DELETE", url + "maren/empty/", auth=auth).status_code in (200, 204)
    assert state(service).calendar.calendars() == [
        ("lukas", "work", "Lukas work"), ("maren", "aufgaben-ü", "Aufgaben"), ("maren", "mein kalender", "Mein Kalender"),
        ("maren", "work", "Work")]
