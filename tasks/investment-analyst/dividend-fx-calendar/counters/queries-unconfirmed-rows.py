"""Flags Query = Yes on every row the custodian has not confirmed yet (an empty column N read as a
break against Net GBP), besides the real break on DV-007."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
_query = oracle.query
oracle.query = lambda confirmed, net: "Yes" if confirmed in (None, "") else _query(confirmed, net)
EXPECT_FAIL = ["receipt_queries"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
