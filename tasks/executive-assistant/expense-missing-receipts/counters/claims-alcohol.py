"""Claims whole restaurant bills: the wine and cocktails on the photographed receipts (and the
folio's extras) are not split out as personal."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["alcohol_on_photographed_receipts_personal", "folio_extras_personal", "synced_receipt_used"]
oracle.NOT_REIMBURSED = {}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
