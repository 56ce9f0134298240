"""Seeded bootstrap confidence intervals over tasks and the repeats within them, in exact arithmetic.

The statistic is the report's own: the mean over tasks of the mean over each task's scored
repeats. One bootstrap replicate draws as many tasks as there are, with replacement, and for
each drawn task as many of its repeats as it has, with replacement (the two-stage, or
"hierarchical", bootstrap of Davison & Hinkley 1997, *Bootstrap Methods and their
Application*, §3.8). The interval is the percentile interval: the replicates at ranks
⌊B·α/2⌋ and ⌈B·(1 − α/2)⌉ − 1 of the B sorted replicates (0-based).

Determinism: the draws come from `random.Random` seeded with an integer derived from a
caller's label (SHA-256), and only `Random.random()` is used — the one method whose sequence
Python guarantees for a given seed across versions (`random` module docs, "Notes on
Reproducibility"). Values are summed as integers over a common denominator, so replicates are
exact Fractions and the interval's ends are values the statistic can take.
"""

from __future__ import annotations

import hashlib
import random
from fractions import Fraction
from math import ceil, lcm

REPLICATES = 2000
LEVEL = Fraction(95, 100)


def seed_for(label: str) -> int:
    """The integer seed of `label`: the first 8 bytes of its SHA-256, big-endian."""
    return int.from_bytes(hashlib.sha256(label.encode("utf-8")).digest()[:8], "big")


def bootstrap_interval(groups: list[list[Fraction]], label: str, replicates: int = REPLICATES,
                       level: Fraction = LEVEL) -> tuple[Fraction, Fraction] | None:
    """The percentile interval of the mean over groups of the group means.

    groups: one list of values per task (its scored repeats); empty lists are ignored.
    label: names the statistic (e.g. "mean_score|oracle|"); it seeds the draws, so one agent's
    interval does not move when other agents are added to a report. Returns None without any
    value. Raises ValueError for fewer than 1 replicate or a level outside (0, 1).
    """
    if replicates < 1 or not 0 < level < 1:
        raise ValueError(f"bootstrap needs replicates >= 1 and 0 < level < 1, got {replicates}, {level}")
    groups = [g for g in groups if g]
    if not groups:
        return None
    # integers over one denominator: value · L · M / len(group), where L clears the values'
    # denominators and M the group sizes, so a replicate's sum is an integer over T·L·M
    value_scale = lcm(*(v.denominator for g in groups for v in g))
    size_scale = lcm(*(len(g) for g in groups))
    scaled = [[int(v * value_scale) * (size_scale // len(g)) for v in g] for g in groups]
    rng = random.Random(seed_for(label))
    draw = rng.random
    count = len(scaled)
    sums = []
    for _ in range(replicates):
        total = 0
        for _ in range(count):
            group = scaled[int(draw() * count)]
            if len(group) == 1:
                total += group[0]
            else:
                n = len(group)
                total += sum(group[int(draw() * n)] for _ in range(n))
        sums.append(total)
    sums.sort()
    alpha = 1 - level
    low = sums[int(replicates * alpha / 2)]
    high = sums[max(ceil(replicates * (1 - alpha / 2)) - 1, 0)]
    denominator = count * value_scale * size_scale
    return Fraction(low, denominator), Fraction(high, denominator)
