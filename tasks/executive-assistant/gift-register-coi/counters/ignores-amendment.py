"""Misses the amendment appended to the rules page before day 2: keeps the 75.00 limit for the
gifts received from 6 October."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["new_limit_by_received_date", "surrenders_listed_day2"]
read_limits = oracle.limits
oracle.limits = lambda kit: read_limits(kit)[:1]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
