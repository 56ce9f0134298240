"""Reference solution: an assistant working through CalDAV, SMTP and the workspace
(clawmark.oracle_kit).

It finds free slots the way the prompts define them: Maren's busy times from her calendar
(recurrences expanded by the server, cancelled events ignored) plus the board members' busy
times from board/availability.csv, first fit on the half hour between 09:00 and 18:00.
"""

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Attendee, Kit, attendees, day_starts, overlaps, uid, when

BERLIN = ZoneInfo("Europe/Berlin")
MAREN = "maren.lindqvist@northwind.example"
JONAS = "jonas.weber@northwind.example"
PREP_DAY = date(2024, 3, 13)


def members_busy(kit: Kit, emails: set[str], days: list[date]) -> list[tuple[datetime, datetime]]:
    """The board members' busy times on `days`, from board/availability.csv."""
    on = {day.isoformat(): day for day in days}
    return [(datetime.combine(on[r["date"]], time.fromisoformat(r["busy_from"]), tzinfo=BERLIN),
             datetime.combine(on[r["date"]], time.fromisoformat(r["busy_to"]), tzinfo=BERLIN))
            for r in kit.fs.read_csv("board/availability.csv") if r["email"].lower() in emails and r["date"] in on]


def first_free(kit: Kit, calendar, days: list[date], length: timedelta, emails: set[str], ignore_uid: str | None):
    """The earliest (start, end) on the half hour, 09:00–18:00, free for Maren and `emails`."""
    start = calendar.first_free(day_starts(days, time(9), time(18), length, BERLIN), length, ignore_uid=ignore_uid,
                                also_busy=members_busy(kit, emails, days))
    return start, start + length


def round_1(ctx):
    kit = Kit(ctx)
    calendar = kit.calendar("Work")
    calendar.update(calendar.event(summary="Q1 board meeting"), location="Boardroom 3")  # the scanned booking form RB-0314
    start, end = first_free(kit, calendar, [PREP_DAY], timedelta(minutes=45), {JONAS}, None)
    calendar.create("board-prep-2024-03-13@northwind.example", "Board prep: Maren / Jonas", start, end,
                    organizer=f"Maren Lindqvist <{MAREN}>",
                    attendees=[Attendee(f"Maren Lindqvist <{MAREN}>", "ACCEPTED"), f"Jonas Weber <{JONAS}>"])
    return f"Boardroom 3 set; prep meeting booked {start:%a %H:%M}."


def round_2(ctx):
    kit = Kit(ctx)
    calendar = kit.calendar("Work")
    calendar.answer(calendar.event(summary="Audit committee call"), MAREN, "ACCEPTED")
    prep = calendar.event(summary="Board prep: Maren / Jonas")
    start, end = first_free(kit, calendar, [PREP_DAY], timedelta(minutes=45), {JONAS}, uid(prep))
    calendar.move(prep, start, end)
    return f"Audit call accepted; prep meeting moved to {start:%H:%M}."


def round_3(ctx):
    kit = Kit(ctx, name="Maren Lindqvist")
    calendar = kit.calendar("Work")
    board = calendar.event(summary="Q1 board meeting")
    invited = attendees(board)
    start, end = when(board)
    declined = [email for email, partstat in invited.items() if partstat == "DECLINED"]
    others = set(invited) - {MAREN}
    if not declined and not any(overlaps((start, end), b) for b in members_busy(kit, others, [start.date()])):
        return "The board meeting still works for everyone."
    new_start, new_end = first_free(kit, calendar, [date(2024, 3, 14), date(2024, 3, 15)], end - start, others, uid(board))
    calendar.move(board, new_start, new_end, rsvp_again=True)
    notice = {"uid": uid(board), "start": new_start.isoformat(), "end": new_end.isoformat(), "notify": sorted(others)}
    kit.fs.write_json("board/reschedule-notice.json", notice)
    kit.mail.send(kit.mail.compose(
        notice["notify"], "Q1 board meeting moved",
        f"Dear all,\n\nthe Q1 board meeting moves to {new_start:%A %d %B, %H:%M}-{new_end:%H:%M} "
        f"in Boardroom 3. Please confirm on the invitation.\n\nMaren's office\n",
        message_id="<q1-board-moved@northwind.example>"))
    return f"Board meeting moved to {new_start:%a %d %b %H:%M} (declined: {', '.join(declined) or 'none'})."
