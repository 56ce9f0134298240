"""Reads the leave calendar on Monday only: Lena Vogt's leave of 15-19 December, added overnight,
is never seen, so her S-42 row and the Payments total stay five days high."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["plan_with_lenas_leave", "plan_right_on_wednesday", "plan_right_for_the_commitment"]
read_leave = oracle.Desk.read_leave


def mondays_calendar(self):
    leave = read_leave(self)
    leave.pop("Lena Vogt", None)
    return leave


oracle.Desk.read_leave = mondays_calendar
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
