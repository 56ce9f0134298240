"""Reads the procurement pipeline once, on day 1: misses the valve tender opening on day 3, so
Hollis's portfolio (40.00) is kept."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["new_bidder_gift_returned"]
oracle.bidders = lambda kit: {"Tessaro Controls", "Kelvik Systems"}  # the bidders of Monday's sheet
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
