"""Counts an end-date extension of exactly 12 months as Substantial (the SOP says more than 12)."""

import re

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["typed_by_the_sop"]
typed = oracle.amendment_type
oracle.amendment_type = lambda changes, percent: ("Substantial" if re.search(r"End date \+12 months", changes)
                                                  else typed(changes, percent))
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
