"""Moves the board meeting by cancelling it and booking a copy at the right time (another UID),
instead of moving the same event."""

from datetime import date

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit, attendees, uid, when

oracle = task_oracle(__file__)
EXPECT_FAIL = ["board_meeting_kept_with_its_attendees", "board_meeting_moved_to_first_slot_for_all",
               "reschedule_notice_written"]

round_1, round_2 = oracle.round_1, oracle.round_2
COPY = "board-q1-2024-moved@northwind.example"


def round_3(ctx):
    kit = Kit(ctx, name="Maren Lindqvist")
    calendar = kit.calendar("Work")
    board = calendar.event(summary="Q1 board meeting")
    start, end = when(board)
    others = sorted(set(attendees(board)) - {oracle.MAREN})
    new_start, new_end = oracle.first_free(kit, calendar, [date(2024, 3, 14), date(2024, 3, 15)], end - start,
                                           set(others), uid(board))
    calendar.cancel(board)
    calendar.create(COPY, "Q1 board meeting", new_start, new_end, organizer=f"Maren Lindqvist <{oracle.MAREN}>",
                    attendees=[oracle.MAREN, *others])
    kit.fs.write_json("board/reschedule-notice.json", {"uid": COPY, "start": new_start.isoformat(),
                                                      "end": new_end.isoformat(), "notify": others})
    kit.mail.send(kit.mail.compose(others, "Q1 board meeting moved", f"It is now {new_start:%A %d %B, %H:%M}.\n"))
