"""Misses the re-cut: on day 2 re-times to the v1 narration again (at the current reading speed)
and sends that to the current contact."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cues_follow_the_new_cut", "ends_respect_the_new_reading_speed"]
round_1 = oracle.round_1


def round_2(ctx):
    kit = Kit(ctx, name="Maya Okonjo")
    oracle.deliver(kit, "v2", oracle.review(kit, "v1"))
