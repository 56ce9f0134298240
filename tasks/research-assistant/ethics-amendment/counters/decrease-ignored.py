"""Counts only sample-size increases against the threshold, not decreases."""

import re

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["retyped_by_the_ten_percent_rule"]
typed = oracle.amendment_type


def increases_only(changes, percent):
    kept = "; ".join(c for c in changes.split("; ")
                     if not ((m := re.fullmatch(r"Sample size (\d+) -> (\d+)", c)) and int(m[2]) < int(m[1])))
    return typed(kept, percent)


oracle.amendment_type = increases_only
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
