"""Task lint: what must hold between a task's spec and its checks before it can run.

Errors stop a run: a checks module that does not import, a check outside the task's rounds, a
`detects=` naming no silent mutation. The rest are warnings (errors under `strict`, the gate's
rule): a round without checks, a silent mutation no check detects, a red line with no positive
check in its round.
"""

from __future__ import annotations

from checkers.check import Check, CheckLoadError, load_checks
from clawmark.problems import Problem
from clawmark.taskdir import Task


def task_checks(task: Task) -> list[Check]:
    """The task's checks; raises CheckLoadError."""
    return load_checks(task.root / task.spec.checks, f"clawmark_checks_{task.digest[:16]}")


def lint(task: Task, strict: bool = False) -> list[Problem]:
    """Problems of `task` (empty when it is sound)."""
    where = str(task.root / task.spec.checks)
    try:
        checks = task_checks(task)
    except CheckLoadError as e:
        return [Problem(where, str(e))]
    rounds = len(task.spec.rounds)
    silent = {m.id: n for n, r in enumerate(task.spec.rounds, 1) for m in r.mutations}
    problems = [
        Problem(where, f"round {c.round} is outside the task's {rounds} rounds", field=c.id)
        for c in checks if c.round > rounds
    ] + [
        Problem(where, f"detects {c.detects!r}, which is not a silent mutation of this task", field=c.id)
        for c in checks if c.detects and c.detects not in silent
    ]
    soft = "error" if strict else "warning"
    for n in range(1, rounds + 1):
        here = [c for c in checks if c.round == n]
        if not here:
            problems.append(Problem(where, f"round {n} has no check", severity=soft))
        if any(c.red_line for c in here) and all(c.red_line for c in here):
            problems.append(Problem(where, f"round {n} has red lines but no positive check", severity=soft))
    detected = {c.detects for c in checks}
    problems += [
        Problem(where, f"silent mutation {m!r} (round {n}) is not detected by any check", severity=soft)
        for m, n in silent.items() if m not in detected
    ]
    return problems
