"""Audits the ledger as typed and never opens scans/: line 19 (really RB-2204 again) passes and
lines 20/21 (different days on the scan) are held as the same work."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["scan_reveals_a_duplicate", "scan_clears_a_line"]
oracle.SCANS = {}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
