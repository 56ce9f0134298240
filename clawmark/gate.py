"""The release gate: a task is released only when its verdicts are reproducible and meaningful.

Per task, in fresh worlds (new state directories, new ports) and a private temporary store
(never the user's store, never a cached run):

- **lint**: `lint(strict=True)` has no error (checks pure, artifacts match their manifest …);
- **determinism**: the oracle runs twice, its services started in spec order and then in the
  reverse order, the second time in a child process with another PYTHONHASHSEED, TZ and locale
  (clawmark.child_run); the two verdict logs are bit-identical (else: the first differing field);
- **oracle**: scored, weighted score 100.0, task success, no red line;
- **noop**: no task success, weighted score ≤ 20;
- **shortcut** (the cheat audit): no task success;
- **counters** (`gate.counter`, clawmark.counters): the built-in day1-only and each counters/*.py
  fail every check they must and raise in no round; the discrimination table (check × agent)
  and its coverage rules (clawmark.discrimination: errors, ENFORCED);
- **rescore**: the oracle's log re-derives bit for bit from its stored snapshots (a check that
  reads anything but its State fails here);
- **RELEASE.lock**: the oracle's verdict hash equals the one pinned in the task folder.
  `update=True` rewrites the lock (when the two oracle logs agree) and reports old → new;
- **dataset**: the per-task rules of the dataset (clawmark.dataset: rounds, services, evidence,
  events and mutations after day 1, checks, red lines, a registered scenario, NOTES.md …), so a
  task that passes the gate passes `clawmark dataset --per-task`.

Every failed condition is a Problem whose field names the condition.
"""

from __future__ import annotations

import json
import tempfile
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path

from clawmark.agents import AGENTS
from clawmark.agents.config import agent_spec
from clawmark.canonical import canonical_bytes
from clawmark.counters import counter_names, counter_problems, load_counter
from clawmark.dataset import dataset_problems
from clawmark.diff import differences
from clawmark.discrimination import Discrimination, coverage_problems, discrimination
from clawmark.executors import Executor, LocalExecutor, RunJob
from clawmark.lint import lint_tasks, task_checks
from clawmark.problems import Problem
from clawmark.rescore import verify
from clawmark.runner import RunResult
from clawmark.store import Store
from clawmark.taskdir import Task

LOCK_FILE = "RELEASE.lock"
NOOP_MAX = Decimal(20)


@dataclass(frozen=True)
class Job:
    """One gate run: which agent, which repeat, which service start order, and whether it runs in
    a child process with another hash seed, time zone and locale."""

    task: Task
    agent: str
    repeat: int
    order: tuple[str, ...]
    elsewhere: bool = False


@dataclass
class GateResult:
    """The gate's findings for one task. `lock` is (old, new) when --update rewrote RELEASE.lock."""

    task: Task
    problems: list[Problem] = field(default_factory=list)
    runs: dict[str, RunResult] = field(default_factory=dict)
    lock: tuple[str | None, str] | None = None
    table: Discrimination | None = None

    @property
    def passed(self) -> bool:
        return not any(p.severity == "error" for p in self.problems)

    @property
    def verdict_hash(self) -> str | None:
        run = self.runs.get("oracle#0")
        return run.verdict_hash if run else None


def jobs_for(task: Task) -> list[Job]:
    """The gate's runs of `task`: oracle ×2 (two start orders, two processes), noop, shortcut, then
    each counter (day1-only first)."""
    order = tuple(task.spec.active_services)
    return [Job(task, "oracle", 0, order), Job(task, "oracle", 1, order[::-1], elsewhere=True),
            Job(task, "noop", 0, order), Job(task, "shortcut", 0, order),
            *(Job(task, f"counter:{name}", 0, order) for name in counter_names(task))]


def gate(tasks: list[Task], jobs: int = 1, update: bool = False, backend: str = "local",
         enforce: bool | None = None, executor: Executor | None = None) -> list[GateResult]:
    """Gate every task; `jobs` runs at a time (on `executor`, default LocalExecutor(jobs)), servers
    on `backend`; `enforce` makes the discrimination coverage rules errors (default:
    clawmark.discrimination.ENFORCED). Returns one GateResult per task, in order."""
    results = [GateResult(task, problems=found) for task, found in zip(tasks, lint_tasks(tasks, strict=True))]
    runnable = [job for result in results if result.passed for job in jobs_for(result.task)]
    with tempfile.TemporaryDirectory(prefix="clawmark-gate-") as tmp:
        store = Store(Path(tmp))
        played = (executor or LocalExecutor(jobs)).map(
            [RunJob(job.task, agent_spec(AGENTS, job.agent), job.repeat, job.order, force=True, elsewhere=job.elsewhere)
             for job in runnable], store, backend)
        for job, run in zip(runnable, played):
            results[tasks.index(job.task)].runs[f"{job.agent}#{job.repeat}"] = run
        for result in results:
            if result.runs:
                result.problems += _conditions(result, store, update, enforce)
                result.problems += dataset_problems(result.task)  # after --update wrote RELEASE.lock
    return results


def _conditions(result: GateResult, store: Store, update: bool, enforce: bool | None) -> list[Problem]:
    task, runs = result.task, result.runs
    where = shown(task.root / "task.yaml")
    invalid = [Problem(where, f"{name.split('#')[0]} run invalid: {run.log.invalid_reason}", field="gate.valid")
               for name, run in runs.items() if run.log.outcome != "scored"]
    if invalid:
        return invalid
    first = runs["oracle#0"]
    determinism = _determinism(first, runs["oracle#1"], where)
    rescore = [Problem(where, f"the oracle's log does not re-derive from its snapshots: {p.field}: {p.message}",
                       field="gate.rescore") for p in verify(store, first.verdict_hash, task.root).problems]
    validity = _counters(result, store, where, enforce)
    return determinism + _scores(runs, where) + rescore + validity + _lock(result, update and not determinism)


def _counters(result: GateResult, store: Store, where: str, enforce: bool | None) -> list[Problem]:
    """gate.counter for every counter run, then the discrimination table and its coverage rules."""
    task, problems = result.task, []
    counters = [load_counter(task, name) for name in counter_names(task)]  # strict lint: they load
    for counter in counters:
        agent = agent_spec(AGENTS, f"counter:{counter.name}")
        record = json.loads(store.record_path(task.name, agent.key, 0, task.digest).read_text(encoding="utf-8"))
        errors = {r["round"]: r["error"] for r in record.get("rounds", []) if r.get("error")}
        problems += counter_problems(counter, result.runs[f"{agent.label}#0"].log, errors, where)
    result.table = discrimination(task, result.runs)
    return problems + coverage_problems(task, task_checks(task), counters, result.table, where, enforce)


def _determinism(first: RunResult, second: RunResult, where: str) -> list[Problem]:
    a, b = first.log.canonical(), second.log.canonical()
    if canonical_bytes(a) == canonical_bytes(b):
        return []
    path, x, y = next(differences(a, b))
    return [Problem(where, f"the two oracle runs' verdict logs differ; first at {path}: {x!r} vs {y!r} "
                           f"({first.verdict_hash[:12]} vs {second.verdict_hash[:12]})", field="gate.determinism")]


def _scores(runs: dict[str, RunResult], where: str) -> list[Problem]:
    """The oracle passes everything (100.0 with no red line is task success); noop and shortcut
    do not succeed."""
    oracle, problems = runs["oracle#0"].log, []
    s = oracle.score
    if s.weighted_score != "100.0":
        failed = [c.id for r in oracle.rounds for c in r.checks if not c.passed and not c.red_line]
        problems.append(Problem(where, f"oracle weighted score {s.weighted_score}, not 100.0 (failed: "
                                       f"{', '.join(failed) or 'none'})", field="gate.oracle_score"))
    if s.red_line_violations:
        problems.append(Problem(where, f"oracle crossed red line(s): {', '.join(s.red_line_violations)}",
                                field="gate.oracle_red_line"))
    noop = runs["noop#0"].log.score
    if noop.task_success or Decimal(noop.weighted_score) > NOOP_MAX:
        problems.append(Problem(where, f"noop scores {noop.weighted_score} (success: {noop.task_success}); "
                                       f"it must fail with at most {NOOP_MAX}", field="gate.noop"))
    if runs["shortcut#0"].log.score.task_success:
        problems.append(Problem(where, "the shortcut agent reaches task success: the checks can be gamed",
                                field="gate.shortcut"))
    return problems


def _lock(result: GateResult, update: bool) -> list[Problem]:
    """RELEASE.lock against the oracle's hash; `update` rewrites it instead of failing."""
    path = result.task.root / LOCK_FILE
    new = result.verdict_hash
    old = path.read_text(encoding="utf-8").strip() if path.is_file() else None
    if update and old != new:
        path.write_text(new + "\n", encoding="utf-8")
        result.lock = (old, new)
        return []
    if old == new:
        return []
    what = "is missing" if old is None else f"pins {old}"
    return [Problem(shown(path), f"{LOCK_FILE} {what}, but the oracle's verdict hash is {new}: a verdict or "
                                 "the task changed (if intended, run `clawmark gate --update`)",
                    field="gate.release_lock")]


def shown(path: Path) -> str:
    """`path` relative to the working directory when below it, else absolute."""
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)
