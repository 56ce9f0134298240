"""Does not look in receipts/ again on day 3: the Swan Oyster Depot photo that synced overnight
is missed, the line stays Missing and goes in as personal."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["synced_receipt_used", "submitted_with_totals"]
oracle.RECEIPT_FILES = {n: f for n, f in oracle.RECEIPT_FILES.items() if n != 18}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
