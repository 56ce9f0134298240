"""The discrimination table (check × agent, pass/fail) of a gated task, and the dataset rules on it.

Agents: the oracle, noop, shortcut, the built-in day1-only counter and each of the task's
counters (clawmark.counters). A persistent check's cell is its verdict over the whole run.
The coverage rules (DATASET.md, issue 20):

- `dataset.discriminates`: every check that is not a red line fails for some agent other than
  the oracle (else no wrong work tells it apart from right work);
- `dataset.mutation_counter`: every silent mutation has a counter that misses it: one whose
  EXPECT_FAIL holds every check that `detects` it;
- `dataset.red_line_counter`: every red line is crossed by a counter (it is in one's EXPECT_FAIL);
  the gate's `gate.counter` condition proves that the counter does fail what it names.

They are errors since every released task meets them (ENFORCED); `enforce=False` makes them
warnings naming each task and rule not yet met, for a task being written.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.table import Table

from checkers.check import Check
from clawmark.counters import DAY1_ONLY, Counter, counter_files
from clawmark.lint import builtin_checks
from clawmark.task_import import CounterDeclared, ImportRequest, declared
from clawmark.problems import Problem
from clawmark.runner import RunResult
from clawmark.taskdir import Task

ENFORCED = True
ORACLE = "oracle"


@dataclass(frozen=True)
class Row:
    """One check of the table: its identity and, per agent, passed (None: no verdict, e.g. an
    invalid run)."""

    id: str
    round: int
    category: str
    red_line: bool
    results: dict[str, bool | None] = field(default_factory=dict)


@dataclass(frozen=True)
class Discrimination:
    """check × agent of one task, agents in the gate's order (oracle first)."""

    task: str
    agents: list[str]
    rows: list[Row]

    def as_json(self) -> dict:
        """{"task", "agents", "checks": [{"id", "round", "category", "red_line", "results": {agent: bool}}]}"""
        return {"task": self.task, "agents": self.agents,
                "checks": [{"id": r.id, "round": r.round, "category": r.category, "red_line": r.red_line,
                            "results": r.results} for r in self.rows]}

    def render(self) -> Table:
        """A rich table: one row per check, one column per agent, `pass` / `FAIL`; the task's own
        counters head their columns c1, c2, … (named in the caption)."""
        counters = [a for a in self.agents if a.startswith("counter:") and a != f"counter:{DAY1_ONLY}"]
        heads = {a: f"c{counters.index(a) + 1}" if a in counters else a.removeprefix("counter:") for a in self.agents}
        legend = ", ".join(f"{heads[a]} {a.removeprefix('counter:')}" for a in counters)
        table = Table(title=f"{self.task}: discrimination", title_justify="left", caption=legend or None,
                      caption_justify="left")
        table.add_column("check", overflow="fold")
        table.add_column("day", justify="right")
        for agent in self.agents:
            table.add_column(heads[agent], justify="center")
        for r in self.rows:
            cells = ["—" if r.results[a] is None else "pass" if r.results[a] else "[red]FAIL[/]" for a in self.agents]
            table.add_row(r.id + (" (red line)" if r.red_line else ""), str(r.round), *cells)
        return table


def discrimination(task: Task, runs: dict[str, RunResult]) -> Discrimination:
    """The table of `task` from the gate's runs (keys `agent#repeat`; the second oracle run is left out)."""
    agents = [name.split("#")[0] for name in runs if name != "oracle#1"]
    verdicts = {name.split("#")[0]: {c.id: c.passed for r in run.log.rounds for c in r.checks}
                for name, run in runs.items() if name != "oracle#1"}
    oracle = runs["oracle#0"].log
    rows = [Row(c.id, r.round, c.category, c.red_line, {a: verdicts[a].get(c.id) for a in agents})
            for r in oracle.rounds for c in r.checks]
    return Discrimination(task.name, agents, rows)


def coverage_problems(task: Task, checks: list[Check], counters: list[Counter | CounterDeclared],
                      table: Discrimination | None, where: str, enforce: bool | None = None) -> list[Problem]:
    """The coverage rules `task` does not meet yet (`table` None: the two that need no runs),
    as warnings, or as errors when `enforce` (default: ENFORCED). `counters` are the task's
    counters with their EXPECT_FAIL."""
    severity = "error" if (ENFORCED if enforce is None else enforce) else "warning"

    def problem(rule: str, message: str) -> Problem:
        return Problem(where, message + ("" if severity == "error" else " (rule not yet enforced)"),
                       field=f"dataset.{rule}", severity=severity)

    problems = []
    if table is not None:
        for r in table.rows:
            others = [a for a in table.agents if a != ORACLE]
            if not r.red_line and all(r.results[a] for a in others):
                problems.append(problem("discriminates", f"check {r.id} passes for every agent but the oracle "
                                                         f"({', '.join(others)}): no wrong work fails it"))
    expected = [set(c.expect_fail or ()) for c in counters]
    silent = [m.id for r in task.spec.rounds for m in r.mutations]
    for mutation in silent:
        detecting = {c.id for c in checks if c.detects == mutation}
        if detecting and not any(detecting <= e for e in expected):
            problems.append(problem("mutation_counter", f"silent mutation {mutation} has no counter that misses it "
                                                        f"(EXPECT_FAIL with {', '.join(sorted(detecting))})"))
    for c in checks:
        if c.red_line and not any(c.id in e for e in expected):
            problems.append(problem("red_line_counter", f"red line {c.id} is crossed by no counter "
                                                        "(none has it in EXPECT_FAIL)"))
    return problems


def static_coverage(tasks: list[Task], enforce: bool | None = None) -> list[Problem]:
    """The coverage rules that need no runs (`mutation_counter`, `red_line_counter`) for `tasks`,
    from what their checks and counters declare (imported in a child: clawmark.task_import), for
    `clawmark dataset`. A task whose checks do not import is skipped (lint names it)."""
    requests = [ImportRequest(t.root / t.spec.checks, t.root / t.spec.oracle, len(t.spec.rounds), t.digest[:16],
                              counter_files(t)) for t in tasks]
    problems = []
    for task, answer in zip(tasks, declared(requests)):
        if answer.checks is not None:
            problems += coverage_problems(task, answer.checks + builtin_checks(task), answer.counters, None,
                                          str(task.root / "task.yaml"), enforce)
    return problems
