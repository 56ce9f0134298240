"""Mail helpers that read content (issue 20 item 5): a figure without a stale one beside it, the
event's time in the body, attachments by SHA-256, recipients over every round — on mail sent
through the real submission server with smtplib."""

from __future__ import annotations

import hashlib
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from checkers.when import moments_in
from office_world import COLLEAGUE, mail, office

BERLIN = ZoneInfo("Europe/Berlin")
MEETING = datetime(2024, 5, 23, 14, 0, tzinfo=BERLIN)
OLD_MEETING = datetime(2024, 5, 21, 10, 0, tzinfo=BERLIN)
PDF = b"%PDF-1.4 the budget"

BODIES = {  # recipient → body of one message
    "new@funder.example": "The new total is EUR 8,120.00.",
    "both@funder.example": "The total went from 7,340 to 8,120.",
    "stale@funder.example": "The total is 7,840.",
    "words@funder.example": "The total is eight thousand one hundred twenty euros.",
    "swiss@funder.example": "Total: CHF 8'120.-",
    "time-iso@board.example": "New time: 2024-05-23 14:00.",
    "time-words@board.example": "We meet on Thursday, 23 May, at 2 pm instead.",
    "time-dots@board.example": "Neuer Termin / new date: 23.05.2024, 14.00 Uhr.",
    "time-utc@board.example": "Thursday 12:00 UTC",
    "time-moved@board.example": "Moved from 21 May 10:00 to 23 May 14:00.",
    "time-wrong@board.example": "Moved to 23 May 15:00.",
    "time-day-only@board.example": "Moved to 23 May.",
}


@pytest.fixture(scope="module")
def state(tmp_path_factory):
    with office(tmp_path_factory.mktemp("content")) as o:
        for to, body in BODIES.items():
            o.send(mail(to, body=body))
        html = mail("html@funder.example", body="See the HTML part.")
        html.add_alternative("<p>Total <b>8,120</b></p>", subtype="html")
        o.send(html)
        invite = mail("invite@board.example", body="Invitation attached.")
        invite.add_attachment("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:b@x\r\n"
                              "DTSTAMP:20240520T090000Z\r\nDTSTART:20240523T120000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
                              subtype="calendar", disposition="inline")
        o.send(invite)
        attached = mail("cfo@funder.example", cc=COLLEAGUE)
        attached.add_attachment(PDF, maintype="application", subtype="pdf", filename="renamed.pdf")
        o.send(attached, to_addrs=["cfo@funder.example", COLLEAGUE, "audit@sub.funder.example"])
        o.next_round()
        o.send(mail("late@funder.example", body="Round two."))
        yield o.state()


def one(state, to):
    [m] = state.mail.sent(to=to)
    return m


@pytest.mark.parametrize("to, passed, detail", [
    ("new@funder.example", True, "states 8120"),
    ("both@funder.example", False, "states 8120 and the stale 7340"),
    ("stale@funder.example", False, "does not state 8120"),
    ("words@funder.example", True, "states 8120"),
    ("swiss@funder.example", True, "states 8120"),
    ("html@funder.example", True, "states 8120"),
])
def test_states_amount_without_a_stale_figure_beside_it(state, to, passed, detail):
    verdict = one(state, to).states_amount(8120, stale=[7340, 7840])
    assert (verdict.passed, verdict.detail) == (passed, detail)


@pytest.mark.parametrize("to, passed", [
    ("time-iso@board.example", True), ("time-words@board.example", True), ("time-dots@board.example", True),
    ("time-utc@board.example", True), ("invite@board.example", True), ("time-moved@board.example", True),
    ("time-wrong@board.example", False), ("time-day-only@board.example", False), ("new@funder.example", False),
])
def test_states_time_in_the_common_notations_and_the_tasks_zone(state, to, passed):
    assert one(state, to).states_time(MEETING).passed is passed


def test_states_time_with_a_stale_time_fails_and_a_naive_time_is_refused(state):
    verdict = one(state, "time-moved@board.example").states_time(MEETING, stale=[OLD_MEETING])
    assert not verdict.passed and "stale 2024-05-21T10:00:00+02:00" in verdict.detail
    with pytest.raises(ValueError, match="aware"):
        one(state, "time-iso@board.example").states_time(MEETING.replace(tzinfo=None))


def test_attachments_by_hash_whatever_their_name(state):
    digest = hashlib.sha256(PDF).hexdigest()
    assert [m.to for m in state.mail.sent(attachment=digest)] == [["cfo@funder.example"]]
    assert one(state, "cfo@funder.example").has_attachment(digest.upper())
    assert not one(state, "new@funder.example").has_attachment(digest)


def test_recipients_over_every_round_by_domain_and_header(state):
    funder = state.mail.recipients(domain="funder.example")
    assert "late@funder.example" in funder and "audit@sub.funder.example" in funder  # round 2; a subdomain
    assert state.mail.recipients(domain="funder.example", header="bcc") == ["audit@sub.funder.example"]
    assert state.mail.recipients(header="cc") == [COLLEAGUE]
    assert state.mail.recipients(domain="funder.example", since=2) == ["late@funder.example"]
    assert [m.to for m in state.mail.sent(domain="sub.funder.example")] == [["cfo@funder.example"]]
    assert one(state, "cfo@funder.example").bcc == ["audit@sub.funder.example"]
    with pytest.raises(ValueError, match="header"):
        state.mail.recipients(header="from")


@pytest.mark.parametrize("text", [
    "23 May 2024 at 14:00", "May 23rd, 2:00 p.m.", "Thu 23.05. 14h", "on the 23rd of May at 2pm",
    "2024-05-23T12:00Z", "5/23 14:00", "23/05/2024 - 14.00", "Thursday at 14:00", "14:00 CEST on Thursday",
])
def test_moments_in_reads_the_common_ways(text):
    assert MEETING in moments_in(text, datetime(2024, 5, 20).date(), BERLIN)


def test_moments_in_keeps_dates_and_times_apart_when_far_or_absent():
    far = "23 May." + " filler" * 20 + " 14:00"
    assert moments_in(far, datetime(2024, 5, 20).date(), BERLIN) == []
    assert moments_in("Total 14.00 EUR, 1.234,56", datetime(2024, 5, 20).date(), BERLIN) == []


def test_moments_in_reads_a_time_range_as_two_times_not_an_offset():
    """'13:30-15:30' once read as 13:30 at UTC-15:30 (next day 06:00), so a mail giving a
    meeting's start and end as a range did not state its start."""
    day = datetime(2024, 5, 20).date()
    assert moments_in("23 May 2024, 14:00-15:30", day, BERLIN) == [MEETING, MEETING.replace(hour=15, minute=30)]
    assert moments_in("23 May, 09:00-10:00", day, BERLIN) == [MEETING.replace(hour=9), MEETING.replace(hour=10)]
    assert moments_in("2024-05-23T10:00-02:00", day, BERLIN) == [MEETING]  # an ISO date-time keeps its offset
    assert moments_in("23 May 12:00 +00:00", day, BERLIN) == [MEETING]
