"""Ignores the scanned compliance memo: trades LQBK (not on the kb list) and treats HLTH as no trading at all."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["whole_list_planned_monday", "hlth_sales_per_memo", "restricted_securities_never_traded"]
oracle.MEMO_RESTRICTED = {}
oracle.BUY_ONLY = set()
round_1, round_2, round_3, round_4, round_5, round_6 = (oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4,
                                                        oracle.round_5, oracle.round_6)
