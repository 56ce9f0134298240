"""The kb service through the runner: the fixture task's oracle scores 100, the noop agent does
not, and two oracle runs give the same verdict log (ids and times are deterministic)."""

from __future__ import annotations

from clawmark.lint import lint
from clawmark.runner import run_task
from clawmark.store import Store
from clawmark.taskdir import load_task

from .support import HERE


def test_oracle_passes_noop_fails_and_runs_repeat(tmp_path):
    task = load_task(HERE / "task")
    assert [p for p in lint(task) if p.severity == "error"] == []
    first = run_task(task, "oracle", Store(tmp_path / "a"))
    assert first.log.outcome == "scored", first.log.invalid_reason
    assert (first.log.score.weighted_score, first.log.score.task_success) == ("100.0", True)
    again = run_task(task, "oracle", Store(tmp_path / "b"))
    assert again.verdict_hash == first.verdict_hash
    noop = run_task(task, "noop", Store(tmp_path / "c"))
    assert noop.log.outcome == "scored" and not noop.log.score.task_success
    passed = {c.id: c.passed for r in noop.log.rounds for c in r.checks}
    assert passed.pop("collateral") is True  # noop changes nothing, so nothing outside scope
    assert list(passed.values()) == [False, False, False]
