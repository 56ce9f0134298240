"""Checks the files once on day 1 and never re-reads appstore-de-DE.txt: keeps its old CUT_FEATURE."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["german_redelivery_rechecked", "day2_vendor_told", "final_listing"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
_read = oracle.issue_of


def issue_of(text, store, cut, banned):
    if text.startswith("Neu in Stillwater") and store == "App Store":
        return "CUT_FEATURE"  # what the day-1 file had
    return _read(text, store, cut, banned)


oracle.issue_of = issue_of
