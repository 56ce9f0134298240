"""Loads every finding on the survey, Resolved ones included (L-15's serviced extinguishers)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["loadings_of_open_findings"]
read_findings = oracle.findings
oracle.findings = lambda kit: [{**f, "status": "Open"} for f in read_findings(kit)]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
