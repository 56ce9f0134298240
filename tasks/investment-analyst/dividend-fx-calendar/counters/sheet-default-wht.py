"""Uses the calendar's Default WHT % everywhere (never reads the scanned tax notice TX-2026-07):
Swiss rows at 35 %, German June rows at 15 %; the correct 3 June Swiss receipt then looks like a break."""
from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
oracle.treaty_rate = lambda country, pay, default: Decimal(str(default))
EXPECT_FAIL = ["withholding_per_tax_notice", "every_row_net_monday", "pay_date_summary_monday", "receipt_events_monday",
               "morning_total_monday", "receipt_queries", "every_row_thursday", "kessler_amended",
               "chf_forward_rebooked"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
