"""Takes Class A's rate from the kb's Fee rates table (1.40 %, a convenience copy that lags the
supplement of 28 April 2025): the invoice agrees, so Class A is released at the old rate."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["class_a_accrued_at_supplement_rate", "class_a_in_query", "fee_desk_queried", "disputed_fee_not_paid"]
oracle.RATES = {**oracle.RATES, "A": Decimal("1.40")}
round_1, round_2 = oracle.round_1, oracle.round_2
