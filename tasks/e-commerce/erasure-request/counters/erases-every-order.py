"""Erases everything: clears every order row of the requester, the invoices tax law keeps for six
years included (the procedure keeps their invoice fields)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["tax_records_kept", "retained_orders_kept_without_contact"]
oracle.RETENTION_YEARS = -100  # every invoice counts as expired
round_1, round_2 = oracle.round_1, oracle.round_2
