"""Takes every cost from the Supplier costs sheet and never reads Ashford's newer scanned price
notice: the platter stays at 30.00 on the sheet's old 15.80 cost."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["ashford_costs_from_the_notice"]
oracle.NOTICE = {}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
