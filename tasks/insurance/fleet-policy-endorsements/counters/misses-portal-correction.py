"""Keeps GF19 TXA's sale date of the day-1 portal export (28 Oct) after the broker corrects it."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sale_date_correction_followed", "broker_told_corrected_net", "summary_net_premium", "final_schedule"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.FOLLOW_PORTAL = False
