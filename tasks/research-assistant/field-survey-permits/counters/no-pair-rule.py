"""Forgets the two-person rule at remote sites: a lone crew member there is confirmed."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["week1_remote_pairs", "week1_recorded_day1", "week2_recorded", "no_row_confirmed_without_permit_and_card"]
real_sites = oracle.sites
oracle.sites = lambda kit: {s: (False, boat) for s, (_, boat) in real_sites(kit).items()}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
