"""Keeps every order as a tax record: the 2018 and 2017 invoices, whose six years ended on
31 December 2024 and 2023, keep their rows (contact fields cleared) instead of being cleared."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["expired_order_cleared", "former_name_orders_erased"]
oracle.RETENTION_YEARS = 100  # nothing ever expires
round_1, round_2 = oracle.round_1, oracle.round_2
