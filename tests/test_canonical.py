"""Canonical JSON and verdict-hash stability across hash seeds, timezones and stores."""

from __future__ import annotations

import json

import pytest

from clawmark.canonical import NotCanonical, canonical_bytes, canonical_hash
from conftest import INSURANCE, clawmark


def test_canonical_bytes_are_sorted_compact_utf8():
    assert canonical_bytes({"b": [1, "é"], "a": None, "c": True}) == '{"a":null,"b":[1,"é"],"c":true}'.encode()


def test_floats_are_refused_with_their_path():
    with pytest.raises(NotCanonical, match=r"\$\.score\[1\]: float"):
        canonical_bytes({"score": [1, 0.5]})


def test_hash_is_independent_of_insertion_order():
    assert canonical_hash({"a": 1, "b": {"y": 2, "x": 3}}) == canonical_hash({"b": {"x": 3, "y": 2}, "a": 1})


def run_hash(tmp_path, name, **env) -> str:
    result = clawmark("run", str(INSURANCE), "--agent", "oracle", "--json", "--store", str(tmp_path / name), env=env)
    assert result.returncode == 0, result.stderr
    (run,) = json.loads(result.stdout)["runs"]
    assert (run["outcome"], run["weighted_score"], run["task_success"]) == ("scored", 100.0, True)
    return run["verdict_hash"]


def test_verdict_hash_is_stable_across_hash_seeds_timezones_and_stores(tmp_path):
    first = run_hash(tmp_path, "a", PYTHONHASHSEED="1", TZ="UTC")
    second = run_hash(tmp_path, "b", PYTHONHASHSEED="4242", TZ="Pacific/Auckland")
    assert first == second
