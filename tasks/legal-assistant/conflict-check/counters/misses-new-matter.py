"""Re-uses Monday's search of the register on day 2: M-2318, opened overnight for Calder Freight
Systems Ltd itself, is missed."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["adverse_party_became_a_client", "hits_day2_complete", "gc_told_the_new_conflicts", "risk_committee_told"]
search = oracle.search


def without_new_matter(kit, parties):
    return {m: hit for m, hit in search(kit, parties).items() if m != "M-2318"}


oracle.search = without_new_matter
round_1, round_2 = oracle.round_1, oracle.round_2
