"""Reads the memo's added name but lets the Restricted list win over its HLTH exception: no HLTH sales."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["whole_list_planned_monday", "hlth_sales_per_memo", "batch_1_released"]
oracle.BUY_ONLY = set()
round_1, round_2, round_3, round_4, round_5, round_6 = (oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4,
                                                        oracle.round_5, oracle.round_6)
