"""Leaves Deductions blank where nothing is missing and Refund amount blank for refused and
fraud-review returns: the handbook asks for 0."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["missing_accessories_deducted", "refund_amounts_by_policy", "late_returns_store_credit",
               "reinspection_applied", "register_final"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
_decide = oracle.decide


def decide(r, photo, late):
    g, ded, amount, status = _decide(r, photo, late)
    return g, "" if ded == "0.00" else ded, "" if amount == "0.00" else amount, status


oracle.decide = decide
