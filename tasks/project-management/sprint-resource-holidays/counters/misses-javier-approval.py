"""Never re-reads the leave calendar on Thursday: Javier Ortega's request, approved overnight, is
still treated as pending, so his S-43 row and the Payments total mailed to Ines are four days high."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["javiers_leave_counted", "plan_right_for_the_commitment", "ines_told_the_s43_totals"]
read_leave = oracle.Desk.read_leave


def still_pending(self):
    leave = read_leave(self)
    leave.pop("Javier Ortega", None)
    return leave


oracle.Desk.read_leave = still_pending
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
