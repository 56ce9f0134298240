"""Records the denials on the sheet but never tells the denied applicants."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["denials_sent"]
tell = oracle.tell
oracle.tell = lambda kit, d: None if d["decision"] == "Denied" else tell(kit, d)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
