"""Applies Brightwave's renewal right but never tells them it does not cover BW-CM9."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["wrong_model_renewal_not_accepted", "suppliers_on_day_three"]
oracle.BRIGHTWAVE_REPLY = {}
