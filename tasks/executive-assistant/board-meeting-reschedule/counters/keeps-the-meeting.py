"""Trusts yesterday's picture on day 3: re-checks neither the responses on the invitation nor the
availability list, so it misses both silent changes and leaves the board meeting on Thursday."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["board_meeting_moved_to_first_slot_for_all", "reschedule_notice_written", "attendees_asked_again",
               "no_double_booking_on_friday", "attendees_emailed_in_one_message"]

round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    return "The board meeting still works for everyone."
