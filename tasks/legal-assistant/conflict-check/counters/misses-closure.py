"""Keeps Monday's classification of M-2307 on day 2 although records closed the matter
overnight: the firm no longer acts against Norhaven."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["closed_matter_cleared", "hits_day2_complete"]
search = oracle.search


def still_open(kit, parties):
    found = search(kit, parties)
    found["M-2307"] = (found["M-2307"][0], "Conflict")
    return found


oracle.search = still_open
round_1, round_2 = oracle.round_1, oracle.round_2
