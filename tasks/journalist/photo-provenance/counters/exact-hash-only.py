"""Matches the Archive only on identical pHashes: S-15, four bits from an archived picture, is
let through (the standard counts 6 bits or less as the same picture)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["recycled_by_phash"]


def identical(r, hashes):
    return int(str(r["pHash"]), 16) in hashes


oracle.recycled = identical
round_1, round_2 = oracle.round_1, oracle.round_2
