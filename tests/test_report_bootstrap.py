"""The report's bootstrap intervals: the two-stage resampling they claim, exact, seeded, stable."""

from __future__ import annotations

import random
from fractions import Fraction
from math import ceil

import pytest

from clawmark.report.bootstrap import bootstrap_interval, seed_for


def reference_interval(groups, label, replicates=2000):
    """The same two-stage percentile bootstrap written plainly in Fractions, drawing in the same order."""
    rng = random.Random(seed_for(label))
    values = []
    for _ in range(replicates):
        means = []
        for _ in groups:
            group = groups[int(rng.random() * len(groups))]
            drawn = group if len(group) == 1 else [group[int(rng.random() * len(group))] for _ in group]
            means.append(sum(drawn, Fraction(0)) / len(drawn))
        values.append(sum(means, Fraction(0)) / len(means))
    values.sort()
    return values[int(replicates * 0.025)], values[ceil(replicates * 0.975) - 1]


def test_the_interval_is_the_two_stage_percentile_bootstrap_in_exact_arithmetic():
    groups = [[Fraction(100), Fraction(25), Fraction(100)], [Fraction(200, 3)], [Fraction(0)],
              [Fraction(175, 2), Fraction(50)]]
    assert bootstrap_interval(groups, "mean_score|oracle|") == reference_interval(groups, "mean_score|oracle|")


def test_the_same_label_gives_the_same_interval_and_another_label_other_draws():
    groups = [[Fraction(n * 7 % 101)] for n in range(30)]
    first = bootstrap_interval(groups, "mean_score|a|")
    assert first == bootstrap_interval(groups, "mean_score|a|")
    assert first != bootstrap_interval(groups, "mean_score|b|")
    low, high = first
    mean = sum(g[0] for g in groups) / len(groups)
    assert low < mean < high


def test_pinned_intervals_do_not_move_between_runs_or_python_versions():
    # the seed is SHA-256 of the label and the draws only Random.random(), whose sequence Python guarantees
    assert seed_for("mean_score|oracle|") == 0x3A4A64AABFF2C56E
    assert bootstrap_interval([[Fraction(n * 7 % 101)] for n in range(30)], "mean_score|a|") == \
        (Fraction(110, 3), Fraction(1753, 30))
    # two tasks at 0 and 100: a quarter of the replicates are 0, a quarter 100, whatever the seed
    assert bootstrap_interval([[Fraction(0)], [Fraction(100)]], "any") == (Fraction(0), Fraction(100))


def test_identical_values_give_a_point_and_no_values_give_none():
    assert bootstrap_interval([[Fraction(40)], [Fraction(40), Fraction(40)]], "x") == (Fraction(40), Fraction(40))
    assert bootstrap_interval([[], []], "x") is None
    with pytest.raises(ValueError, match="replicates"):
        bootstrap_interval([[Fraction(1)]], "x", replicates=0)
