"""Never reads the Director's scanned memo: BAP keeps the Labs table's 24 h."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_quota_memo", "day1_lab_hours", "day1_every_request_decided"]
oracle.MEMO_QUOTA = {}
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
