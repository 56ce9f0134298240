"""Counter-agents: scripted agents that do a task wrong in one named way, and the checks each must fail.

A task may hold `counters/<name>.py`, written like the oracle (`round_1(ctx)`, `round_2(ctx)`, …;
a missing function does nothing that day) and declaring the checks it must fail:

    \"\"\"Pays the contractor's IBAN, as its payment request asks (trusts the wrong party).\"\"\"
    from clawmark.counters import task_oracle

    oracle = task_oracle(__file__)          # the task's oracle module, to do the rest right
    EXPECT_FAIL = ["settlement_to_policyholder", "no_payment_to_contractor"]
    round_1, round_2 = oracle.round_1, oracle.round_2

    def round_3(ctx): ...

Built in for every task is `day1-only` (the oracle's first day, then nothing): it must not
reach task success, and in every later round it must fail some check of that round that is not
a red line (else that day's work is not measured). `clawmark run --agent counter:<name>` runs one;
the gate runs them all and fails the task (`gate.counter`) when one passes a check it must fail
or raises in a round.
"""

from __future__ import annotations

import ast
import hashlib
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import yaml

from clawmark.problems import Problem
from clawmark.pyfile import import_path
from clawmark.task_import import CounterDeclared
from clawmark.taskdir import SPEC_FILE, Task
from clawmark.verdicts import VerdictLog

FOLDER = "counters"
DAY1_ONLY = "day1-only"


class CounterError(Exception):
    """A counter that does not exist, does not import or declares EXPECT_FAIL wrongly."""


@dataclass(frozen=True)
class Counter:
    """A loaded counter: its name, module (None for the built-in day1-only) and expected failures."""

    name: str
    module: ModuleType | None
    expect_fail: tuple[str, ...]
    summary: str = ""


def counter_names(task: Task) -> list[str]:
    """`day1-only`, then the task's counters/*.py by name."""
    return [DAY1_ONLY] + [p.stem for p in counter_files(task) if p.stem != DAY1_ONLY]


def load_counter(task: Task, name: str) -> Counter:
    """Import the counter `name` of `task`; raises CounterError naming the file and what is wrong."""
    if name == DAY1_ONLY:
        return Counter(DAY1_ONLY, None, (), "the oracle's first day, then nothing")
    path = task.root / FOLDER / f"{name}.py"
    if not path.is_file():
        known = ", ".join(counter_names(task))
        raise CounterError(f"{task.name} has no counter {name!r} (counters: {known})")
    try:
        module = import_path(path, f"clawmark_counter_{task.digest[:16]}_{name.replace('-', '_')}")
    except Exception as e:
        raise CounterError(f"{path}: cannot import: {type(e).__name__}: {e}") from e
    expected = getattr(module, "EXPECT_FAIL", None)
    if not (isinstance(expected, (list, tuple)) and expected and all(isinstance(i, str) for i in expected)):
        raise CounterError(f"{path}: EXPECT_FAIL must be a non-empty list of check ids")
    summary = (module.__doc__ or "").strip().split("\n\n")[0].replace("\n", " ")
    return Counter(name, module, tuple(expected), summary)


def task_oracle(counter_file: str) -> ModuleType:
    """The oracle module of the task that holds `counter_file` (a counter's `__file__`), freshly
    imported, so that a counter can do everything but its one wrong thing the oracle's way."""
    root = Path(counter_file).resolve().parent.parent
    spec = yaml.safe_load((root / SPEC_FILE).read_text(encoding="utf-8")) or {}
    path = root / spec.get("oracle", "oracle.py")
    return import_path(path, f"clawmark_counter_oracle_{hashlib.sha256(str(path).encode()).hexdigest()[:16]}")


def counter_files(task: Task) -> tuple[Path, ...]:
    """The task's counters/*.py, sorted by name (the built-in day1-only has no file)."""
    return tuple(sorted(p for p in (task.root / FOLDER).glob("*.py") if not p.name.startswith("_")))


def counter_lint(task: Task, check_ids: set[str], declared: list[CounterDeclared]) -> list[Problem]:
    """Counters (as the import child found them, clawmark.task_import) that do not import, declare
    EXPECT_FAIL wrongly, name checks the task does not have, define no round function, or take
    the built-in's name."""
    problems = []
    for counter in declared:
        where = str(task.root / FOLDER / f"{counter.name}.py")
        if counter.name == DAY1_ONLY:
            problems.append(Problem(where, f"{DAY1_ONLY} is the built-in counter: name this one otherwise"))
        if counter.error:
            problems.append(Problem(where, counter.error))
            continue
        if not counter.expect_fail:
            problems.append(Problem(where, "EXPECT_FAIL must be a non-empty list of check ids", field="EXPECT_FAIL"))
        elif unknown := [i for i in counter.expect_fail if i not in check_ids]:
            problems.append(Problem(where, f"EXPECT_FAIL names no check of the task: {', '.join(unknown)}",
                                    field="EXPECT_FAIL"))
        if not counter.rounds:
            problems.append(Problem(where, "defines no round_<n>(ctx): it would do nothing"))
        for target in shared_patches(Path(where).read_text(encoding="utf-8")):
            problems.append(Problem(where, f"assigns {target}: a class or module of the harness, shared with the runs "
                                           "the gate plays beside this one; patch this counter's oracle copy instead"))
    return problems


HARNESS = ("clawmark", "checkers")


def shared_patches(source: str) -> list[str]:
    """The attributes of the harness's own classes and modules a counter assigns, with their line:
    `Mail.send = …` after `from clawmark.oracle_kit import Mail`, or `kit.mail.__class__.send = …`.
    The gate plays several runs in one process, so such a patch changes the runs beside it; the
    counter's own oracle copy (`oracle.Kit = Subclass`) is its alone."""
    tree = ast.parse(source)
    shared = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in HARNESS:
            shared |= {alias.asname or alias.name for alias in node.names}
        elif isinstance(node, ast.Import):
            shared |= {alias.asname or alias.name.split(".")[0] for alias in node.names
                       if alias.name.split(".")[0] in HARNESS}
    found = []
    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else []
        for target in (t for t in targets if isinstance(t, ast.Attribute)):
            root, names = target, []
            while isinstance(root, ast.Attribute):
                names.append(root.attr)
                root = root.value
            if "__class__" in names or (isinstance(root, ast.Name) and root.id in shared):
                found.append(f"{ast.unparse(target)} (line {target.lineno})")
    return found


def counter_problems(counter: Counter, log: VerdictLog, errors: dict[int, str], where: str) -> list[Problem]:
    """The gate's `gate.counter` conditions for one counter's scored run: it raised in no round,
    and fails every check it must (day1-only: no success, and some check of every later round)."""
    def problem(message: str) -> Problem:
        return Problem(where, f"counter {counter.name}: {message}", field="gate.counter")

    problems = [problem(f"raised in round {n}: {error}") for n, error in sorted(errors.items())]
    verdicts = {c.id: c for r in log.rounds for c in r.checks}
    if passed := [i for i in counter.expect_fail if i in verdicts and verdicts[i].passed]:
        problems.append(problem(f"passes {', '.join(passed)}, which it must fail"))
    if counter.name == DAY1_ONLY:
        if log.score.task_success:
            problems.append(problem("reaches task success with the first day's work alone"))
        for r in log.rounds[1:]:
            if all(c.passed for c in r.checks if not c.red_line):
                problems.append(problem(f"passes every check of round {r.round}: that day's work is not measured"))
    return problems
