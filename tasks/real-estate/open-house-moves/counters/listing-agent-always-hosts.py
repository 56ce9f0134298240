"""Lets the listing agent host every open house, never reading the Agent time off calendar."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_sheet_with_hosts", "grace_sunday_to_backup", "final_sheet"]
oracle.away = lambda kit: set()
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
