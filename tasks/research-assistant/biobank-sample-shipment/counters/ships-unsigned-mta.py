"""Takes Melbourne's MTA as signed on day 1 (reads the expiry, not the blank recipient signature)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["unsigned_mta_holds_melbourne", "statuses_day1", "manifests_written_day1"]
oracle.MTA = {**oracle.MTA, "Yarra Bend Research Institute": (True, oracle.date(2027, 11, 30))}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
