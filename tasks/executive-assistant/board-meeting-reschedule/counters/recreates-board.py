"""Moves the board meeting by cancelling it and booking a new one at the right time (a copy with
another UID), instead of moving the same event."""

import json
from datetime import date, timedelta, timezone
from pathlib import Path

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["board_meeting_kept_with_its_attendees", "board_meeting_moved_to_first_slot_for_all",
               "reschedule_notice_written"]

round_1, round_2 = oracle.round_1, oracle.round_2
NEW_UID = "board-q1-2024-moved@northwind.example"


def round_3(ctx):
    calendar = oracle.work_calendar(ctx)
    board = oracle.by_summary(calendar, "Q1 board meeting")
    c = board.icalendar_component
    invited = {oracle.email(a) for a in oracle.attendees(c)}
    start, end = oracle.first_free(ctx, calendar, [date(2024, 3, 14), date(2024, 3, 15)],
                                   c.decoded("DTEND") - c.decoded("DTSTART"), invited - {oracle.MAREN}, str(c["UID"]))
    c["STATUS"] = "CANCELLED"
    board.save()
    stamp = ctx.now.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    people = "".join(f"ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:{e}\r\n" for e in sorted(invited))
    calendar.save_event(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//ClawMark counter//EN\r\nBEGIN:VEVENT\r\n"
        f"UID:{NEW_UID}\r\nDTSTAMP:{stamp}\r\nSUMMARY:Q1 board meeting\r\n"
        f"DTSTART;TZID=Europe/Berlin:{start:%Y%m%dT%H%M%S}\r\nDTEND;TZID=Europe/Berlin:{end:%Y%m%dT%H%M%S}\r\n"
        f"ORGANIZER:mailto:{oracle.MAREN}\r\n{people}END:VEVENT\r\nEND:VCALENDAR\r\n")
    notify = sorted(invited - {oracle.MAREN})
    notice = {"uid": NEW_UID, "start": start.isoformat(), "end": end.isoformat(), "notify": notify}
    (Path(ctx.workspace) / "board/reschedule-notice.json").write_text(json.dumps(notice, indent=2) + "\n")
    oracle.tell_attendees(ctx, notify, start, end)
