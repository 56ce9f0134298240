"""Counts trades by settlement date, not trade date (the custodian's settled-position view): CPRS,
ORVL, HPAC, MXLR, QNTC and other rows with trades settling around their ex-dates come out wrong."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
oracle.BASIS = "settle"
EXPECT_FAIL = ["every_row_entitled_monday", "trade_date_branches_monday", "every_row_net_monday",
               "pay_date_summary_monday", "receipt_events_monday", "morning_total_monday", "every_row_thursday"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
