"""Applies the amendment's 50.00 limit to every gift decided after it, whatever its received
date (the amendment covers gifts received from 6 October only)."""

from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["new_limit_by_received_date", "surrenders_listed_day2"]
read_limits = oracle.limits
oracle.limits = lambda kit: [(date.min, limit) for _, limit in read_limits(kit)[-1:]]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
