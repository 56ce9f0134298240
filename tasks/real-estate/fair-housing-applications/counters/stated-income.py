"""Screens on the stated income instead of the pay stubs: Jamal Brooks' 4,200 passes for A-204
though his biweekly stub gives 3,900."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["verified_incomes_from_pay_stubs", "a204_first_come_first_served"]
STATED = {"APP-31": 4400, "APP-32": 4200, "APP-33": 5200, "APP-34": 3700, "APP-35": 3750, "APP-36": 4800}
oracle.verified = lambda app: oracle.Decimal(STATED[app]).quantize(oracle.CENT)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
