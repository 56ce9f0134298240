"""Works day 2 from the delivery dates it noted on day 1: misses the carrier desk's correction
of RMA-5124 (delivered 23 Oct, 33 days), which stays a Refund."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corrected_delivery_date_followed", "late_returns_store_credit", "changed_outcomes_told",
               "refund_batch_to_finance", "register_final"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
_decide = oracle.decide


def decide(r, photo, late):
    if r["RMA"] == "RMA-5124":
        r = {**{k: r[k] for k in ("RMA", "SKU", "Serial sold", "Requested refund", "Returned")}, "Delivered": "2026-10-30"}
    return _decide(r, photo, late)


oracle.decide = decide
