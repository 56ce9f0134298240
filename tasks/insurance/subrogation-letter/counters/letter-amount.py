"""Records SF-01's recovery as Pioneer's covering letter states it (7,580.00), not the remittance."""

from decimal import Decimal

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sf01_recovery_from_remittance", "sf01_insured_refund_mailed"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.REMITTED["SF-01"] = Decimal("7580.00")
