"""The oracle kit against the real services: what each call leaves in the world, read back from
the snapshots of the claims desk played by its kit-written oracle; its errors on a live world;
and its pure parts (headers, property values, working days, candidate starts)."""

from __future__ import annotations

import hashlib
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from email import policy
from email.parser import BytesParser
from types import SimpleNamespace
from zoneinfo import ZoneInfo

import pytest

from claims_desk import CLAIMS_DESK
from clawmark.oracle_kit import (Kit, Mail, Received, ServiceMissing, Workspace, add_business_days, day_starts,
                                 property_value, value)
from clawmark.taskdir import clock_for
from clawmark.taskdir import load_task
from clawmark.world import World

BERLIN = ZoneInfo("Europe/Berlin")
REPORT = "<clm-0900-report@posteo.example>"
PRIYA, SAM, DANA = "priya.raman@posteo.example", "sam.weber@harbor-mutual.example", "dana.okafor@harbor-mutual.example"


@pytest.fixture(scope="module")
def day1(claims_desk):
    return claims_desk.state(1)


@pytest.fixture(scope="module")
def day2(claims_desk):
    return claims_desk.state(2)


def test_the_desk_plays_to_full_marks(claims_desk):
    assert (claims_desk.result.log.outcome, claims_desk.result.log.score.weighted_score) == ("scored", "100.0")


def test_reply_threads_and_carries_a_workspace_file(day1):
    [reply] = day1.mail.sent(to=PRIYA, round=1)
    assert (reply.subject, reply.in_reply_to, reply.references) == ("Re: Burst pipe - claim CLM-0900", REPORT, [REPORT])
    assert reply.record["from"] == [{"name": "Dana Okafor", "address": DANA}]
    attached = reply.attachment("assessment.json")
    assert (attached.content_type, attached.sha256) == ("application/json", day1.fs.sha256("claims/CLM-0900/assessment.json"))


def test_forward_keeps_the_attachment_quotes_the_original_and_answers_nobody(day1):
    [forward] = day1.mail.sent(to=SAM, round=1)
    assert (forward.subject, forward.in_reply_to, forward.references) == ("Fwd: Burst pipe - claim CLM-0900", None, [REPORT])
    estimate = (CLAIMS_DESK / "seed/mail/estimate.txt").read_bytes()
    assert forward.attachment("estimate.txt").sha256 == hashlib.sha256(estimate).hexdigest()
    assert "---------- Forwarded message ---------" in forward.text and "DE44 5001 0517 5407 3249 31" in forward.text
    assert day1.mail.forwarded(REPORT, to=SAM)
    assert [m.subject for m in day1.mail.messages("INBOX", account=SAM)] == [forward.subject]  # delivered locally


def test_move_and_flag_file_the_report(day1, day2):
    assert [m.message_id for m in day1.mail.messages("INBOX")] == []
    folder, report = day1.mail.find(REPORT)
    assert folder == "Claims" and "\\Flagged" in report.flags
    assert "\\Flagged" not in day2.mail.find(REPORT)[1].flags  # unflag, day 2


def test_kb_update_from_plain_values_and_new_pages(day1, day2):
    row = day1.kb.row("Claims", "CLM-0900")
    assert (row["Status"], row["Tags"], row["Due"]["start"]) == ("In review", ["water"], "2024-06-14")
    assert day1.kb.page_text("CLM-0900 notes", by="agent") == "Estimate EUR 7,840.00 (plumber)."
    assert (day2.kb.value("Claims", "CLM-0900", "Payable EUR"), day2.kb.value("Claims", "CLM-0900", "Status")) == (
        Decimal(8620), "Approved")
    assert day2.kb.row("Claims", "CLM-0902")["Policyholder"] == "Lukas Brandt"
    assert day2.kb.page_text("CLM-0900 notes").splitlines()[-1] == "Approved by Sam; payable EUR 8,620.00."
    assert day2.kb.comments("CLM-0900 notes") == ["Sam approved on 11 June."]


def test_sheets_update_by_a1_find_row_and_append(day1, day2):
    assert day1.sheets.cell("'Open claims'!E2", "Claims register") == "in review"
    assert day2.sheets.cell("'Open claims'!D2", "Claims register") == Decimal(8620)  # 9,120 revised less 500
    assert day2.sheets.values("'Open claims'!A4:E4", "Claims register") == [
        ["CLM-0902", "Lukas Brandt", Decimal(980), None, "open"]]


def test_calendar_create_answer_move_invite_cancel(day1, day2):
    assert day1.calendar.attendee_status("claims-review@harbor-mutual.example", DANA) == "ACCEPTED"
    call = day1.calendar.event(uid="call-clm-0900@harbor-mutual.example")
    assert (call.start, call.end, call.tzid) == (datetime(2024, 6, 10, 13, tzinfo=BERLIN), datetime(2024, 6, 10, 13, 30, tzinfo=BERLIN),
                                                 "Europe/Berlin")
    assert (call.organizer, call.attendees, call.origin) == (DANA, {DANA: "ACCEPTED", PRIYA: "NEEDS-ACTION"}, "agent")
    moved = day2.calendar.event(uid="call-clm-0900@harbor-mutual.example")
    assert moved.start == datetime(2024, 6, 12, 9, tzinfo=BERLIN) and moved.summary == "Call: Priya Raman"
    assert moved.attendees == {DANA: "ACCEPTED", PRIYA: "NEEDS-ACTION", SAM: "NEEDS-ACTION"}
    assert day2.calendar.event(summary="Site visit CLM-0900").cancelled


def test_workspace_writes_json_csv_and_text(day1, day2):
    assert day1.fs.read_text("claims/register.csv") == (
        'claim,policyholder,status,payable_eur\nCLM-0899,Jonas Keller,approved,"2,460.00"\n'
        "CLM-0900,Priya Raman,in_review,\nCLM-0901,Elif Demir,open,\n")
    assert day1.fs.read_text("claims/CLM-0900/notes.txt") == "Estimate read from the plumber's attachment.\n"
    assert day2.fs.read_text("claims/CLM-0900/assessment.json").splitlines()[1:3] == [
        '  "call": "call-clm-0900@harbor-mutual.example",', '  "claim_id": "CLM-0900",']


def test_lookups_that_find_nothing_say_so_on_a_live_world():
    task = load_task(CLAIMS_DESK)
    clock = clock_for(task)
    with World(task, clock) as world:
        kit = Kit(SimpleNamespace(env=world.env, now=clock.now(), workspace=world.workspace))
        with pytest.raises(LookupError, match="0 messages with Message-ID <nope@x.example> in INBOX"):
            kit.mail.find("<nope@x.example>")
        assert not kit.mail.has("<nope@x.example>")
        assert kit.mail.has(REPORT) and not kit.mail.has(REPORT, folder="Claims")  # filed only by the oracle
        with pytest.raises(LookupError, match="0 rows titled 'CLM-9999' in 'Claims'"):
            kit.kb.row("Claims", "CLM-9999")
        with pytest.raises(KeyError, match="no property 'Colour'"):
            kit.kb.update(kit.kb.row("Claims", "CLM-0900"), {"Colour": "blue"})
        with pytest.raises(LookupError, match="0 spreadsheets titled 'Budget'"):
            kit.sheets.open("Budget")
        with pytest.raises(LookupError, match="no column 'Owner'"):
            kit.sheets.open("Claims register").find_row("'Open claims'!A:E", "Owner", "x")
        work = kit.calendar("Work")
        with pytest.raises(LookupError, match="0 events"):
            work.event(summary="Lunch")
        with pytest.raises(KeyError, match="priya.raman@posteo.example is not an attendee"):
            work.answer(work.event(summary="Claims review"), PRIYA, "ACCEPTED")
        assert "Claims" in kit.mail.folders()


def test_event_finds_folded_and_escaped_values_and_only_exact_ones():
    """event() reads only VEVENTs whose text holds the values: a UID folded over lines (RFC 5545
    §3.1) and a SUMMARY with TEXT escapes (§3.3.11) are found; a longer look-alike is not taken."""
    task = load_task(CLAIMS_DESK)
    clock = clock_for(task)
    with World(task, clock) as world:
        work = Kit(SimpleNamespace(env=world.env, now=clock.now(), workspace=world.workspace)).calendar("Work")
        start = datetime(2024, 6, 11, 10, tzinfo=BERLIN)
        long_uid = "follow-up-" + "x" * 90 + "@harbor-mutual.example"
        work.create(long_uid, "Follow-up", start, start + timedelta(hours=1))
        work.create("escaped@harbor-mutual.example", "Review; Priya, Sam", start, start + timedelta(hours=1))
        work.create("review-final@harbor-mutual.example", "Review; Priya, Sam (final)", start, start + timedelta(hours=1))
        assert "\n " in work.event(uid=long_uid).data
        assert str(work.event(summary="Follow-up").icalendar_component["UID"]) == long_uid
        assert str(work.event(summary="Review; Priya, Sam").icalendar_component["UID"]) == "escaped@harbor-mutual.example"
        with pytest.raises(LookupError, match="0 events"):
            work.event(summary="Review")


def test_a_missing_service_is_named():
    with pytest.raises(ServiceMissing, match="CLAWMARK_MAIL_HOST is not set: this world has no mail service"):
        Mail({})


def test_compose_threads_and_reply_follows_references():
    mail = Mail({"CLAWMARK_MAIL_HOST": "127.0.0.1", "CLAWMARK_MAIL_IMAP_PORT": "1", "CLAWMARK_MAIL_SMTP_PORT": "2",
                 "CLAWMARK_MAIL_ADDRESS": DANA, "CLAWMARK_MAIL_PASSWORD": "x"}, name="Dana Okafor")
    message = mail.compose([PRIYA, SAM], "Hello", "Text", thread=["<a@x>", "<b@x>"], cc="lea@harbor-mutual.example")
    assert (message["From"], message["To"], message["Cc"]) == (f"Dana Okafor <{DANA}>", f"{PRIYA}, {SAM}", "lea@harbor-mutual.example")
    assert (message["In-Reply-To"], message["References"]) == ("<b@x>", "<a@x> <b@x>")
    raw = b"From: Sam <sam@x>\r\nReply-To: desk@x\r\nSubject: RE: Plan\r\nMessage-ID: <c@x>\r\nReferences: <a@x> <b@x>\r\n\r\nok\r\n"
    received = Received("INBOX", 7, raw, (), BytesParser(policy=policy.default).parsebytes(raw))
    reply = mail.reply(received, "Fine.")
    assert (reply["To"], reply["Subject"], reply["References"], reply["In-Reply-To"]) == ("desk@x", "RE: Plan", "<a@x> <b@x> <c@x>", "<c@x>")
    assert mail.forward(received, SAM, "FYI")["Subject"] == "Fwd: RE: Plan"


def test_property_values_follow_the_schema_type():
    assert property_value("number", Decimal("8620.00")) == {"number": 8620}
    assert property_value("number", Decimal("2.41")) == {"number": 2.41}
    assert property_value("rich_text", "Nordfeld") == {"rich_text": [{"text": {"content": "Nordfeld"}}]}
    assert property_value("date", date(2024, 6, 14)) == {"date": {"start": "2024-06-14"}}
    assert property_value("multi_select", ["a", "b"]) == {"multi_select": [{"name": "a"}, {"name": "b"}]}
    assert property_value("select", None) == {"select": None}
    assert property_value("checkbox", {"checkbox": True}) == {"checkbox": True}
    with pytest.raises(TypeError, match="cannot make a number property of 'many'"):
        property_value("number", "many")
    with pytest.raises(TypeError):
        property_value("number", True)
    page = {"properties": {"Due": {"type": "date", "date": {"start": "2024-06-14T09:00:00+02:00", "end": None}},
                           "Tags": {"type": "multi_select", "multi_select": [{"name": "water"}]}}}
    assert value(page, "Due") == datetime(2024, 6, 14, 9, tzinfo=BERLIN) and value(page, "Tags") == ["water"]
    with pytest.raises(KeyError, match="no property 'Owner'"):
        value(page, "Owner")


def test_working_days_and_candidate_starts():
    friday = date(2024, 6, 14)
    assert [add_business_days(friday, n) for n in (0, 1, 3, -1, -5)] == [
        friday, date(2024, 6, 17), date(2024, 6, 19), date(2024, 6, 13), date(2024, 6, 7)]
    assert add_business_days(date(2024, 6, 15), 1) == date(2024, 6, 17)  # from a Saturday
    starts = list(day_starts([friday], time(17), time(19), timedelta(minutes=45), BERLIN))
    assert [s.strftime("%H:%M") for s in starts] == ["17:00", "17:30", "18:00"]
    assert list(day_starts([friday], time(23), None, timedelta(minutes=30), BERLIN))[-1].time() == time(23, 30)


def test_workspace_refuses_paths_outside_it(tmp_path):
    with pytest.raises(ValueError, match="outside the workspace"):
        Workspace(tmp_path).write_text("../escape.txt", "no")
    assert not (tmp_path.parent / "escape.txt").exists()
