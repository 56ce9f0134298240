"""Leaves the snag list as the field sheet had it on day 2: the electrician's panel replacement
(T-03) and added GFCI item (T-11) never reach the sheet or the client's total."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["t03_panel_replacement", "t11_added_once", "client_summary_day2"]
oracle.ELECTRICIAN = {}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
