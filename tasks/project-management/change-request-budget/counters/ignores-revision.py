"""Files Brightwell's revised quote without re-assessing CR-213: it stays Approved at 9,300."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["revised_quote_reassessed", "day_3_statuses_and_budget", "day_3_requester_told"]
oracle.REVISIONS = {}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
