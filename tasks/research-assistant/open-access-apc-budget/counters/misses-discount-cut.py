"""Keeps Verity Press's agreement discount at the 15 % it read on Monday: misses the kb cut to 10 %."""
from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["discount_cut_followed", "dearer_invoices_push_the_last_request_out", "decisions_recorded_day3",
               "payment_run_file", "payment_run_sent_to_finance", "balance_report_to_nadia"]
_pubs = oracle.publishers


def publishers(kit):
    out = _pubs(kit)
    out["Verity Press"] = {**out["Verity Press"], "discount": Decimal(15)}
    return out


oracle.publishers = publishers
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
