"""Keeps Guelph's housekeeping finding open on Wednesday: misses the surveyor closing it overnight."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["guelph_finding_resolved"]
read_findings = oracle.findings
oracle.findings = lambda kit: [{**f, "status": "Open"} if f["finding"] == "F-01" else f for f in read_findings(kit)]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
