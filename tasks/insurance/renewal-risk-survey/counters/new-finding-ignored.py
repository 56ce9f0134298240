"""Ignores the surveyor's addendum finding F-10 (Cambridge roof) added on Tuesday."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cambridge_roof_loaded"]
read_findings = oracle.findings
oracle.findings = lambda kit: [f for f in read_findings(kit) if f["finding"] != "F-10"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
