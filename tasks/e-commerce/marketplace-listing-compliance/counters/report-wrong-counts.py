"""Sends the weekly report with wrong counts (21 / 11) whose right figures 20 and 12 appear only
inside a model number and a date (HM-PB20, 2026-12-17): those digits are no counts."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["weekly_report_counts"]


def report(kit, active, n_paused, st=None):
    kit.mail.send(kit.mail.compose(oracle.PRIYA, "Weekly compliance report",
                                   "Hi Priya,\n\n21 Active, 11 Paused. HM-PB20 withdrawn; KA-HP7 expires 2026-12-17.\n"))


oracle.report = report
