"""Adds all of Boston's extras that are not quarantined and never applies the PI's two-per-participant cap."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["per_participant_cap", "statuses_day2", "statuses_day3", "final_state_day4", "shipping_summary_to_pi"]
oracle.CAP_RULE = "<no-such-rule@rhinegate-uni.example>"
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
