"""Ignores Ben's clawback request: CORV-000007 stays produced and out of the log."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["clawback_notice_with_amended_log", "clawback_recorded", "final_log_file"]
oracle.CLAWBACK = False
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
