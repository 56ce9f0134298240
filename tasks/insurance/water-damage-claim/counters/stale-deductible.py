"""Misses the silent schedule change: keeps day 1's water deductible (EUR 500) on days 2 and 3,
so the payable, the register and the settlement copy the stale figure."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["deductible_follows_new_schedule", "payable_uses_new_deductible",
               "register_payable_uses_new_deductible", "settlement_amount", "settlement_letter_to_policyholder"]
read_from_schedule = oracle.assessment


def stale_assessment(kit, estimate: int, status: str) -> dict:
    """The deductible the schedule had on day 1, whatever it says now (the one wrong thing)."""
    return {**read_from_schedule(kit, estimate, status), "deductible_eur": 500, "payable_eur": min(estimate - 500, 10000)}


oracle.assessment = stale_assessment
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
