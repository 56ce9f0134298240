"""Treats any business line with 'brokerage' in it as the restricted freight brokerage: Marcus
Lindqvist's move into Customs Brokerage (TR-304) is held."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["customs_brokerage_is_not_freight_brokerage", "register_day1_complete", "register_day2_complete"]
oracle.RESTRICTIONS = {e: (("Customs brokerage", r[1]) if e == "E-3056" else r) for e, r in oracle.RESTRICTIONS.items()}
round_1, round_2 = oracle.round_1, oracle.round_2
