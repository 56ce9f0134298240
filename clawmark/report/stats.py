"""Exact statistics for reports: means, spreads and pass^k as Fractions, shown like scores.

Everything is computed in exact rational arithmetic and rounded once, for display, with
clawmark.scoring.one_decimal (one decimal, half to even) — so a report's numbers are the
verdict logs' numbers, not a float's approximation of them.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb, isqrt
from typing import Iterable

from clawmark.scoring import one_decimal


def mean(values: Iterable[Fraction]) -> Fraction | None:
    """The arithmetic mean, or None for no values."""
    values = list(values)
    return sum(values, Fraction(0)) / len(values) if values else None


def sample_spread(values: list[Fraction]) -> Fraction | None:
    """The sample variance (n − 1 denominator) of `values`, or None for fewer than two values.

    It is the square of the spread; `show_sqrt` displays the spread itself exactly rounded.
    """
    if len(values) < 2:
        return None
    m = mean(values)
    return sum(((v - m) ** 2 for v in values), Fraction(0)) / (len(values) - 1)


def pass_hat_k(successes: int, trials: int, k: int) -> Fraction:
    """pass^k of one task: the chance that k of its trials, drawn without replacement, all pass.

    C(successes, k) / C(trials, k), the unbiased estimator of tau-bench (Yao et al. 2024,
    "τ-bench", §5). Requires 1 ≤ k ≤ trials.
    """
    if not 1 <= k <= trials:
        raise ValueError(f"pass^k needs 1 <= k <= trials, got k={k}, trials={trials}")
    return Fraction(comb(successes, k), comb(trials, k))


def show(value: Fraction | None) -> str | None:
    """`value` with one decimal (scoring's display rounding); None stays None."""
    return None if value is None else one_decimal(value)


def show_percent(value: Fraction | None) -> str | None:
    """A proportion in [0, 1] as a percentage with one decimal."""
    return None if value is None else one_decimal(100 * value)


def show_sqrt(square: Fraction | None) -> str | None:
    """√square with one decimal, rounded exactly (half to even) without floating point."""
    if square is None:
        return None
    x = 100 * square  # (10 · √square)² — round √x to an integer
    k = isqrt(x.numerator // x.denominator)  # ⌊√x⌋
    half = (Fraction(2 * k + 1, 2)) ** 2
    tenths = k + 1 if x > half or (x == half and k % 2) else k
    return f"{tenths // 10}.{tenths % 10}"
