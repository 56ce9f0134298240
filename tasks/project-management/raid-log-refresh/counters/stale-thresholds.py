"""Keeps Monday's escalation thresholds on Tuesday: the sponsor's silent cut of the Steering
minimum from 15 to 12 goes unseen."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["escalation_follows_the_lowered_threshold", "steering_pack_day2"]
oracle.thresholds = lambda kit: {"Steering": 15, "Programme": 10}
round_1, round_2 = oracle.round_1, oracle.round_2
