"""Treats a reposted posting like a published one: it keeps the old band."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["repost_takes_the_current_band"]
oracle.REPOSTS_REPRICED = False
round_1 = round_2 = round_3 = round_4 = oracle.work
