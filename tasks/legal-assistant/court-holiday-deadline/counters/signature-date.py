"""Counts Brennan's 30 days from the date the judge signed the order (24 November) instead of the
clerk's ENTERED stamp (26 November): due Wednesday 24 December, which no closure touches."""

from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["brennan_opposition_runs_from_the_entered_stamp", "brennan_moves_past_the_closure",
               "attorneys_told_of_the_moved_dates", "brennan_keeps_its_date_without_an_order"]
oracle.BRENNAN_ENTERED = date(2025, 11, 24)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
