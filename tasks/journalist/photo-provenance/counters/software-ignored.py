"""Never looks at the Software column: the Photoshop and Snapseed files are Verified, not held."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["holds_for_edits_and_offset"]
oracle.edited = lambda r: False
round_1, round_2 = oracle.round_1, oracle.round_2
