"""Searches the day-2 adverse party by the name in Oliver's mail only and never reads its
Companies House extract: Pellow Haulage Ltd is the renamed Wren & Pellow Transport Ltd, a
current client (M-2240), and is missed."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["renamed_company_is_a_client", "hits_day2_complete", "gc_told_the_new_conflicts", "risk_committee_told"]
oracle.DAY2_PARTIES = oracle.DAY1_PARTIES + [("Pellow Haulage Ltd", None, "adverse")]
round_1, round_2 = oracle.round_1, oracle.round_2
