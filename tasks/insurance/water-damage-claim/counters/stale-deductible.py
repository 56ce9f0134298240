"""Misses the silent schedule change: keeps day 1's water deductible (EUR 500) on days 2 and 3,
so the payable, the register and the settlement copy the stale figure."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["deductible_follows_new_schedule", "payable_uses_new_deductible",
               "register_payable_uses_new_deductible", "settlement_amount", "settlement_letter_to_policyholder"]

round_1 = oracle.round_1
oracle.water_deductible = lambda ctx: 500  # what the schedule said on day 1
round_2, round_3 = oracle.round_2, oracle.round_3
