"""Reads the kb Test documents once, on day 1, and never again: misses OS-PLG1's RED declaration on day 4."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["plug_reinstated", "final_listings_and_register", "weekly_report_counts"]
_documents, _seen = oracle.documents, []


def documents(kit):
    if not _seen:
        _seen.append(_documents(kit))
    return _seen[0]


oracle.documents = documents
