"""Holds only the bins of Monday's stock list: the return binned in R-02 on Wednesday stays on sale."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["returned_units_held"]
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5

oracle.BIN_LOTS = {**oracle.BIN_LOTS, "R-02": "returned, not checked"}
