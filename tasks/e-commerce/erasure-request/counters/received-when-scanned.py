"""Takes the day the scan reached the desk (Monday 10 March, Declan's mail) as the day received,
not the mailroom's RECEIVED stamp on the letter (6 March): Due becomes 10 April."""

from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["register_row_opened", "register_closed"]
oracle.RECEIVED = date(2025, 3, 10)
round_1, round_2 = oracle.round_1, oracle.round_2
