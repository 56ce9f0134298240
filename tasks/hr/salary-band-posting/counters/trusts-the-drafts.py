"""Approves every drafted range as it stands: the zone map never read."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["ranges_follow_the_bands", "zones_read_from_the_map", "remote_postings_use_zone_b", "recruiters_told_of_corrections", "new_posting_ranged"]
oracle.DRAFTS_TRUSTED = True
round_1 = round_2 = round_3 = round_4 = oracle.work
