"""Task lint: what must hold between a task's spec, its checks and its files before it can run.

Errors stop a run: a checks module or oracle that does not import, a check outside the task's
rounds, a `detects=` naming no silent mutation, a check importing what reaches the network, the
clock or randomness or reading files, the environment or `hash()` (checklint, checkreads), an
artifact whose bytes do not match its pinned SHA-256, artifact recipes without a MANIFEST.

The static lint of checks.py runs first; only a checks.py without static errors is imported,
and the import of checks.py and oracle.py happens in a child process (clawmark.task_import),
one for all the tasks of a call. The rest are warnings (errors under `strict`, the gate's
rule): a round without checks, a round without an oracle function (the oracle would do nothing
that day), a silent mutation no check detects, a red line with no positive check in its round.
Counters (clawmark.counters) that do not import, declare EXPECT_FAIL wrongly or name unknown
checks are errors.
Keyword matches on free prose are review warnings even under `strict` (checklint). Seeds and
changes a service would refuse are load errors (clawmark.taskdir, clawmark.worldlint).
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from checkers.check import Check, CheckLoadError, load_checks
from clawmark.artifacts.manifest import MANIFEST, read_manifest
from clawmark.checklint import lint_checks_source
from clawmark.collateral import collateral_check
from clawmark.counters import counter_files, counter_lint
from clawmark.problems import Problem
from clawmark.task_import import Declared, ImportRequest, declared
from clawmark.taskdir import Task

def task_checks(task: Task, builtin: bool = True) -> list[Check]:
    """The task's checks (checks.py), then with `builtin` the harness's own for every task
    (`builtin_checks`); raises CheckLoadError, also for a check id the harness uses."""
    checks = load_checks(task.root / task.spec.checks, f"clawmark_checks_{task.digest[:16]}")
    if not builtin:
        return checks
    extra = builtin_checks(task)
    if clash := builtin_clash(checks, extra):
        raise CheckLoadError(clash)
    return checks + extra


def builtin_checks(task: Task) -> list[Check]:
    """The checks the harness adds to every task: `collateral` (clawmark.collateral) of its scope."""
    return [collateral_check(task.spec.scope)]


def builtin_clash(checks: list[Check], builtin: list[Check]) -> str | None:
    """Why `checks` may not be joined with the built-in ones (a shared id), or None."""
    taken = sorted({c.id for c in checks} & {c.id for c in builtin})
    return f"check id(s) {', '.join(taken)} are the harness's built-in checks: rename them" if taken else None


def lint(task: Task, strict: bool = False) -> list[Problem]:
    """Problems of `task` (empty when it is sound)."""
    return lint_tasks([task], strict)[0]


def lint_tasks(tasks: list[Task], strict: bool = False) -> list[list[Problem]]:
    """Problems of each of `tasks`, in order (see the module); one child process imports them all."""
    static = [lint_checks_source(t.root / t.spec.checks, str(t.root / t.spec.checks)) for t in tasks]
    requests = [ImportRequest(None if any(p.severity == "error" for p in found) else t.root / t.spec.checks,
                              t.root / t.spec.oracle, len(t.spec.rounds), t.digest[:16], counter_files(t))
                for t, found in zip(tasks, static)]
    return [found + artifact_problems(task.root) + _declared_problems(task, answer, strict)
            for task, found, answer in zip(tasks, static, declared(requests))]


def _declared_problems(task: Task, answer: Declared, strict: bool) -> list[Problem]:
    where = str(task.root / task.spec.checks)
    soft = "error" if strict else "warning"
    problems = oracle_problems(task, answer, soft)
    if answer.checks_error:
        return [*problems, Problem(where, answer.checks_error)]
    if answer.checks is None:
        return problems
    builtin = builtin_checks(task)
    if clash := builtin_clash(answer.checks, builtin):
        return [*problems, Problem(where, clash)]
    checks = answer.checks + builtin
    return problems + _check_rules(task, checks, where, soft) + counter_lint(task, {c.id for c in checks},
                                                                             answer.counters)


def oracle_problems(task: Task, answer: Declared, soft: str) -> list[Problem]:
    """The oracle does not import (an error), or a round has no `round_<n>` function (`soft`)."""
    where = str(task.root / task.spec.oracle)
    if answer.oracle_error:
        return [Problem(where, answer.oracle_error)]
    return [
        Problem(where, f"round {n} has no oracle function round_{n}(ctx): the oracle would do nothing that day",
                severity=soft)
        for n in range(1, len(task.spec.rounds) + 1) if n not in answer.oracle_rounds
    ]


def _check_rules(task: Task, checks: list[Check], where: str, soft: str) -> list[Problem]:
    rounds = len(task.spec.rounds)
    silent = {m.id: n for n, r in enumerate(task.spec.rounds, 1) for m in r.mutations}
    problems = [
        Problem(where, f"round {c.round} is outside the task's {rounds} rounds", field=c.id)
        for c in checks if c.round > rounds
    ] + [
        Problem(where, f"detects {c.detects!r}, which is not a silent mutation of this task", field=c.id)
        for c in checks if c.detects and c.detects not in silent
    ]
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


def artifact_problems(root: Path) -> list[Problem]:
    """Artifacts under `root` whose bytes are missing or differ from their MANIFEST pin."""
    manifest = root / MANIFEST
    if not manifest.is_file():
        recipes = root / "artifacts/recipes.yaml"
        return [Problem(str(recipes), "no artifacts/MANIFEST: run `clawmark artifacts build`")] if recipes.is_file() else []
    shown = str(manifest)
    try:
        entries = read_manifest(manifest.read_text(encoding="utf-8"))
    except ValueError as e:
        return [Problem(shown, str(e))]
    problems = []
    for entry in entries:
        path = root / entry.path
        if not path.is_file():
            problems.append(Problem(shown, f"{entry.path}: pinned artifact not found", line=entry.line))
        elif (actual := hashlib.sha256(path.read_bytes()).hexdigest()) != entry.sha256:
            problems.append(Problem(shown, f"{entry.path}: sha256 {actual} differs from the pinned {entry.sha256}",
                                    line=entry.line))
    return problems
