"""Never checks GPS against the patch: S-06 (Halifax), S-19 and the late S-32 are Verified."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["outside_the_patch", "late_submissions_verified"]
oracle.inside_patch = lambda r: True
round_1, round_2 = oracle.round_1, oracle.round_2
