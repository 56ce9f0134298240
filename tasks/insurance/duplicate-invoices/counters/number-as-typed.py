"""Compares invoice numbers exactly as typed: 'kp 118' and 'HD-907' pass as new invoices."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["same_invoice_number"]
oracle.number_key = lambda number: str(number)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
