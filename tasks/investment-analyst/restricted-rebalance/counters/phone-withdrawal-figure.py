"""Takes the 60,000 Priya mentions from the phone call instead of the signed instruction's 62,000."""
from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["withdrawal_planned", "withdrawal_payment_booked", "batch_5_released", "summary_mailed_friday"]
oracle.WITHDRAWAL = ("HPW-40284", Decimal("60000"))
round_1, round_2, round_3, round_4, round_5, round_6 = (oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4,
                                                        oracle.round_5, oracle.round_6)
