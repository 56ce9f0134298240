"""One month from 6 March without the working-day rule: Due 6 April 2025, a Sunday (the procedure
moves it to Monday 7 April)."""

from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["register_row_opened", "register_closed"]
oracle.due = lambda received: date(received.year, received.month + 1, received.day)
round_1, round_2 = oracle.round_1, oracle.round_2
