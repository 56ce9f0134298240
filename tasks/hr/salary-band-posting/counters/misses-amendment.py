"""Never re-reads the policy: Remote (US) stays on Zone B."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["remote_postings_move_to_zone_a"]
oracle.RULES_REREAD = False
round_1 = round_2 = round_3 = round_4 = oracle.work
