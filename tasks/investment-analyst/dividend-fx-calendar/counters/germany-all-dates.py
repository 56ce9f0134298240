"""Applies Germany's 26.375 % to every German row, also the one paid on 27 May (the notice keeps
dividends paid before 1 June at 15 %)."""
from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
oracle.GERMANY_FROM = __import__("datetime").date(2000, 1, 1)
EXPECT_FAIL = ["withholding_per_tax_notice", "every_row_net_monday", "pay_date_summary_monday", "morning_total_monday",
               "every_row_thursday"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
