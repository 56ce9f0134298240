"""Counts every add-back claimed, ignoring the facility cap."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["ratios_computed", "add_backs_capped", "statuses_day1", "headroom_day1", "watch_list_day1", "rms_told_of_breaches"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.CAP_ADD_BACKS = False
