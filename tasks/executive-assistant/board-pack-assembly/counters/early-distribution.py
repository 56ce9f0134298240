"""Sends the pack as it stands on the paper deadline (day 3), then again on distribution day."""
from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["packs_sent_per_director"]
oracle.EARLY_DISTRIBUTION = date(2026, 9, 23)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
