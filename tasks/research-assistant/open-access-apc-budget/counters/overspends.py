"""Approves every eligible request whether or not the fund can cover it: the balance goes negative."""
from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["fund_never_overspent", "balance_runs_out_in_order", "decisions_recorded_day1"]
_fund = oracle.fund
_decide = oracle.decide


def decide(kit):
    f = _fund(kit)
    oracle.fund = lambda kit: {**f, "opening": Decimal("1000000")}
    try:
        out, _, left = _decide(kit)
    finally:
        oracle.fund = _fund
    return out, f, left - Decimal("1000000") + f["opening"]


oracle.decide = decide
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
