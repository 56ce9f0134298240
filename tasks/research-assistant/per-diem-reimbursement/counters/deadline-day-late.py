"""Counts a claim submitted on its 10th business day as late (off by one at the boundary)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["late_claims_referred", "register_final", "claimants_told_their_settlement"]
oracle.add_business_days = lambda day, n, _real=oracle.add_business_days: _real(day, n - 1)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
