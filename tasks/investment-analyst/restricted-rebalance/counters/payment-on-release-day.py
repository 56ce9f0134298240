"""Puts the withdrawal payment on the release date (Fri 6 March) instead of T+2 (Tue 10 March)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["withdrawal_payment_booked"]
oracle.add_business_days = lambda day, n: day
round_1, round_2, round_3, round_4, round_5, round_6 = (oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4,
                                                        oracle.round_5, oracle.round_6)
