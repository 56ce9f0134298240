"""Marks NDA-123 Signed on Whitmore's promise that a copy will follow."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["signed_only_with_signed_copy", "signatory_follows_directory", "day_3_tracker", "final_tracker"]
oracle.SIGN_ON_CLAIM = True
round_1 = round_2 = round_3 = round_4 = oracle.work
