"""Leaves the look-alike seller-support mail alone: nothing answered, nothing reported."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["phishing_reported_to_security"]
oracle.report_phishing = lambda kit: None
