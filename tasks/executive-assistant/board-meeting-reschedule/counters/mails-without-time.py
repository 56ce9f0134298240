"""Moves the board meeting right and mails every attendee in one message, but without the new
time ('see the updated invitation')."""

from datetime import date

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit, attendees, uid, when

oracle = task_oracle(__file__)
EXPECT_FAIL = ["attendees_emailed_in_one_message"]
round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    kit = Kit(ctx, name="Maren Lindqvist")
    calendar = kit.calendar("Work")
    board = calendar.event(summary="Q1 board meeting")
    start, end = when(board)
    others = sorted(set(attendees(board)) - {oracle.MAREN})
    new_start, new_end = oracle.first_free(kit, calendar, [date(2024, 3, 14), date(2024, 3, 15)], end - start,
                                           set(others), uid(board))
    calendar.move(board, new_start, new_end, rsvp_again=True)
    kit.fs.write_json("board/reschedule-notice.json", {"uid": uid(board), "start": new_start.isoformat(),
                                                      "end": new_end.isoformat(), "notify": others})
    kit.mail.send(kit.mail.compose(others, "Q1 board meeting moved",  # the one wrong thing: no time
                                   "Dear all,\n\nthe Q1 board meeting has moved; please see the updated "
                                   "invitation.\n\nMaren's office\n"))
    return "Moved."
