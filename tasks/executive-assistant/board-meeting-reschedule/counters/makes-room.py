"""Makes room on Friday by moving Maren's recurring Ops review three hours later, so the board
meeting fits at 11:30: another meeting changed (red lines, collateral) and the wrong slot."""

from datetime import timedelta

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit, when

oracle = task_oracle(__file__)
EXPECT_FAIL = ["others_meetings_untouched", "others_meetings_untouched_on_day_3",
               "board_meeting_moved_to_first_slot_for_all", "reschedule_notice_written", "collateral"]

round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    calendar = Kit(ctx).calendar("Work")
    review = calendar.event(summary="Ops review")
    start, end = when(review)
    calendar.move(review, start + timedelta(hours=3), end + timedelta(hours=3))
    return oracle.round_3(ctx)
