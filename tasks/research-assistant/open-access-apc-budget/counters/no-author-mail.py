"""Records every decision but never mails the authors."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["authors_told_day1", "hybrid_ruling_applied", "reissued_invoice_paid_with_vat", "discount_cut_followed"]
oracle.tell_authors = lambda kit, changed: None
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
