"""Keeps the $50 recount limit from Dana's mail after Renata lowered it to $40."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["new_limit_sends_recounts"]
oracle.LIMITS = {d: oracle.LIMITS[1] for d in oracle.LIMITS}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
