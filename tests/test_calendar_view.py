"""CalendarView (state.calendar) over a real snapshot: days, recurrences, overlaps, attendees, origin."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import caldav
import pytest

from calendar_task import running, write_calendar_task
from checkers.state import State
from clawmark.services.calendar.spec import CalendarUpdate

BERLIN = ZoneInfo("Europe/Berlin")


@pytest.fixture(scope="module")
def state(tmp_path_factory):
    root = tmp_path_factory.mktemp("view")
    task = write_calendar_task(root / "task")
    with running(task, root / "state") as (service, endpoint):
        before = service.snapshot()
        env = endpoint.env
        work = caldav.DAVClient(url=env["CLAWMARK_CALDAV_URL"], username=env["CLAWMARK_CALDAV_USERNAME"],
                                password=env["CLAWMARK_CALDAV_PASSWORD"]).principal().calendar(cal_id="work")
        work.save_event(dtstart=datetime(2024, 3, 13, 10, tzinfo=BERLIN), dtend=datetime(2024, 3, 13, 10, 45, tzinfo=BERLIN),
                        summary="Board prep", uid="prep@agent", dtstamp=datetime(2024, 3, 11, 9, tzinfo=BERLIN))
        service.apply(CalendarUpdate(id="u", kind="calendar.update", account="maren", calendar="work",
                                     uid="board@northwind.example",
                                     partstat={"lukas.berg@northwind.example": "DECLINED"}), task.root)
        yield State(1, {"calendar": service.snapshot()}, {"calendar": before})


def summaries(occurrences):
    return [(o.start.strftime("%H:%M"), o.event.summary) for o in occurrences]


def test_events_on_a_day_expand_recurrences_with_overrides_and_skip_cancelled(state):
    assert summaries(state.calendar.events(date(2024, 3, 11))) == [("09:00", "Leadership sync")]
    assert summaries(state.calendar.events(date(2024, 3, 13))) == [
        ("10:00", "Board prep"), ("11:30", "Leadership sync (moved)")]
    assert summaries(state.calendar.events(date(2024, 3, 13), cancelled=True))[-1] == ("14:00", "Offsite planning")
    assert state.calendar.events(date(2024, 3, 18)) == []  # EXDATE


def test_recurrences_keep_local_time_across_dst(state):
    (occurrence,) = state.calendar.events(date(2024, 4, 1))
    assert occurrence.start.isoformat() == "2024-04-01T09:00:00+02:00"
    assert state.calendar.events(date(2024, 4, 8)) == []  # COUNT=8 ended


def test_all_day_events_are_on_their_day_but_never_double_bookings(state):
    (holiday,) = state.calendar.events(date(2024, 3, 29))
    assert holiday.event.summary == "Company holiday" and state.calendar.overlaps(date(2024, 3, 29)) == []


def test_overlaps_find_double_bookings_and_is_free(state):
    ((a, b),) = state.calendar.overlaps(date(2024, 3, 14), account="maren")
    assert (a.event.summary, b.event.summary) == ("Board meeting", "Product review")
    assert state.calendar.overlaps(date(2024, 3, 13)) == []  # the cancelled offsite does not count
    assert state.calendar.is_free(datetime(2024, 3, 13, 14, tzinfo=BERLIN), datetime(2024, 3, 13, 15, tzinfo=BERLIN))
    assert not state.calendar.is_free(datetime(2024, 3, 13, 10, 30, tzinfo=BERLIN),
                                      datetime(2024, 3, 13, 11, tzinfo=BERLIN))


def test_lookup_by_uid_or_summary_and_attendee_status(state):
    board = state.calendar.event(summary="board MEETING")
    assert board.uid == "board@northwind.example" and board.location == "Boardroom 2"
    assert state.calendar.attendee_status(board.uid, "Lukas.Berg@northwind.example") == "DECLINED"
    assert state.before.calendar.attendee_status(board.uid, "lukas.berg@northwind.example") == "ACCEPTED"
    assert board.partstat("nobody@northwind.example") is None
    assert [e.summary for e in state.calendar.find("sync")] == ["Leadership sync"]
    with pytest.raises(LookupError):
        state.calendar.event(uid="nope")


def test_agent_created_events_are_told_from_seeded_ones(state):
    assert [e.uid for e in state.calendar.created_by_agent()] == ["prep@agent"]
    assert "prep@agent" not in {e.uid for e in state.calendar.seeded()}
    assert state.before.calendar.created_by_agent() == []
    assert state.calendar.calendars() == [
        ("lukas", "work", "Lukas work"), ("maren", "empty", "Nothing yet"), ("maren", "work", "Work")]
