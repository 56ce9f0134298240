"""Reads the Agent time off calendar on day 1 only, missing Grace Kim's Sunday added on day 3."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["grace_sunday_to_backup", "final_sheet"]
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
oracle.away = lambda kit: {("Tom Becker", oracle.SAT)}
