"""Never reads HC-112's restated certificate scan (day 2): keeps the keyed figures."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["restated_certificate_retested", "rm_told_of_restated_breach", "report_file_current", "report_mailed_to_head"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.READ_RESTATED = False
