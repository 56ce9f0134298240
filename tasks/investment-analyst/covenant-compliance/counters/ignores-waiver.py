"""Never applies the credit committee waiver: HC-120 stays Breach."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["waiver_applied", "report_file_current"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.APPLY_WAIVERS = False
