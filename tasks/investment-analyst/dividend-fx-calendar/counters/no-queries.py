"""Never compares the custodian's confirmed receipts with the expected figures (no Query)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
oracle.query = lambda confirmed, net: ""
EXPECT_FAIL = ["receipt_queries"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
