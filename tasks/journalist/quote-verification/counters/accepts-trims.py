"""Accepts every trim marked '...': Q05's trim, which drops the 'not', passes as Verified."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["trims_judged_by_meaning"]
oracle.RECORDED = {k: v for k, v in oracle.RECORDED.items() if k != "Q05"}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
