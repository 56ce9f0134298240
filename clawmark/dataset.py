"""The dataset rules (issue 10): what every released task and the set of tasks must show.

`describe(task)` reads one task folder into a `TaskStats` row (the closing-note table);
`task_problems(stats)` lists the per-task rules it breaks and `set_problems(rows)` the rules of
the whole set. Evidence kinds come from the task's artifacts/MANIFEST (kind column), except that
`.xlsx` and `.csv` paths count as `xlsx/csv` whatever the column says. Scenarios come from the
task's scenario registry (clawmark.scenarios: tasks/scenarios.yaml). The gate applies the per-task
rules too (`dataset_problems`), so a task that passes the gate passes them.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from clawmark.artifacts.manifest import MANIFEST
from clawmark.lint import task_checks
from clawmark.problems import InputError, Problem, display_path
from clawmark.scenarios import load_registry, registry_for
from clawmark.taskdir import Task

SERVICES = ("fs", "mail", "calendar", "kb", "sheets")
EVIDENCE_KINDS = ("image", "scan", "pdf", "audio", "video", "xlsx/csv")
REQUIRED_FILES = ("NOTES.md", "BUILD.bazel", "RELEASE.lock")
MIN_CHECKS, MAX_CHECKS = 6, 29
MIN_SERVICES = 3
TASKS_PER_SERVICE = 5


@dataclass(frozen=True)
class TaskStats:
    """One task's row: what the rules and the closing-note table read."""

    name: str
    scenario: str
    role: str
    rounds: int
    services: tuple[str, ...]
    evidence: tuple[str, ...]
    checks: int
    red_lines: int
    silent_mutations: int
    late_events: int
    late_mutations: int
    undetected: tuple[str, ...]
    missing_files: tuple[str, ...]
    registry: str
    scenario_registered: bool
    placeholders: tuple[str, ...] = ()
    playtest_scores: tuple[str, ...] = ()


def evidence_kind(path: str, kind: str) -> str:
    """The evidence kind of one MANIFEST line: `xlsx/csv` for tables by suffix, else its kind."""
    return "xlsx/csv" if path.lower().endswith((".xlsx", ".csv")) else kind


def manifest_kinds(task: Task) -> tuple[str, ...]:
    """Sorted distinct evidence kinds of the task's artifacts/MANIFEST (empty without one)."""
    manifest = task.root / MANIFEST
    if not manifest.is_file():
        return ()
    kinds = set()
    for line in manifest.read_text().splitlines():
        fields = line.split("\t")
        if len(fields) >= 3 and not fields[0].startswith("#"):
            kinds.add(evidence_kind(fields[0], fields[2]))
    return tuple(sorted(kinds))


PLACEHOLDER = re.compile(r"\bTODO:")
PLAYED_SCORE = re.compile(r"score[^0-9a-z\n]{0,6}([0-9]+(?:\.[0-9]+)?)", re.I)
NUMBER = re.compile(r"([0-9]+(?:\.[0-9]+)?)")
PLAYTEST_SECTION = re.compile(r"^## Playtest[^\n]*\n(.*?)(?=^## |\Z)", re.S | re.M)


def placeholder_files(task: Task) -> tuple[str, ...]:
    """Task-relative paths of the text files that still hold a `TODO:` placeholder of `clawmark new`
    (sorted; binary files and __pycache__ are skipped)."""
    found = []
    for path in sorted(task.root.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts:
            continue
        try:
            text = path.read_text()
        except (UnicodeDecodeError, OSError):
            continue
        if PLACEHOLDER.search(text):
            found.append(path.relative_to(task.root).as_posix())
    return tuple(found)


def playtest_scores(notes: str) -> tuple[str, ...]:
    """The scores NOTES.md text records in its `## Playtest` section, in order: each play's
    `score: 97.5` / `score 100`, and the numbers in a Markdown table's `score` column (the
    skeleton's table; its header alone records nothing). Empty without such a section."""
    section = PLAYTEST_SECTION.search(notes)
    if not section:
        return ()
    scores, column = [], None
    for line in section.group(1).splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.lstrip().startswith("|") else None
        if cells is None:
            column = None
            scores += PLAYED_SCORE.findall(line)
        elif column is None:
            column = next((i for i, c in enumerate(cells) if "score" in c.lower()), -1)
        elif 0 <= column < len(cells) and (number := NUMBER.match(cells[column])):
            scores.append(number.group(1))
    return tuple(scores)


def describe(task: Task) -> TaskStats:
    """The row of `task`; raises CheckLoadError when its checks do not import, InputError when
    its scenario registry does not load."""
    spec = task.spec
    registry = registry_for(task.root)
    checks = task_checks(task)
    mutations = [m for r in spec.rounds for m in r.mutations]
    detected = {c.detects for c in checks if c.detects}
    later = spec.rounds[1:]
    files = {"oracle": spec.oracle, **{f: f for f in REQUIRED_FILES}}
    return TaskStats(
        name=task.name, scenario=spec.scenario, role=spec.role, rounds=len(spec.rounds),
        services=tuple(spec.active_services), evidence=manifest_kinds(task), checks=len(checks),
        red_lines=sum(c.red_line for c in checks), silent_mutations=len(mutations),
        late_events=sum(len(r.events) for r in later), late_mutations=sum(len(r.mutations) for r in later),
        undetected=tuple(m.id for m in mutations if m.id not in detected),
        missing_files=tuple(label for label, f in files.items() if not (task.root / f).is_file()),
        registry=str(registry), scenario_registered=spec.scenario in {sc.id for sc in load_registry(registry)},
        placeholders=placeholder_files(task),
        playtest_scores=playtest_scores(notes.read_text()) if (notes := task.root / "NOTES.md").is_file() else (),
    )


def task_problems(s: TaskStats) -> list[str]:
    """The per-task rules `s` breaks, one sentence each naming the task (empty when it keeps them all)."""
    return [f"{s.name}: {message}" for message in task_rules(s)]


def task_rules(s: TaskStats) -> list[str]:
    """The per-task rules `s` breaks, one sentence each."""
    rules = [
        (2 <= s.rounds <= 6, f"{s.rounds} rounds (2–6)"),
        (len(s.services) >= MIN_SERVICES, f"{len(s.services)} services ({', '.join(s.services)}; ≥ {MIN_SERVICES})"),
        (bool(s.evidence), "no raw evidence in artifacts/MANIFEST"),
        (s.late_events >= 1, "no announced event after day 1"),
        (s.late_mutations >= 1, "no silent mutation after day 1"),
        (not s.undetected, f"silent mutation(s) no check detects: {', '.join(s.undetected)}"),
        (MIN_CHECKS <= s.checks <= MAX_CHECKS, f"{s.checks} checks ({MIN_CHECKS}–{MAX_CHECKS})"),
        (s.red_lines >= 1, "no red line"),
        (s.scenario_registered, f"scenario {s.scenario!r} is not in the scenario registry "
                                f"{display_path(s.registry)} "
                                f"(add a line there: - {{id: {s.scenario}, title: …, description: …}})"),
        (not s.missing_files, f"missing: {', '.join(s.missing_files)}"),
        (not s.placeholders, f"TODO placeholder(s) of `clawmark new` left in {', '.join(s.placeholders)}"),
        (bool(s.playtest_scores) or "NOTES.md" in s.missing_files,
         "NOTES.md records no playtest (a `## Playtest` section with the player and the score it got)"),
    ]
    return [message for ok, message in rules if not ok]


def dataset_problems(task: Task) -> list[Problem]:
    """The per-task dataset rules `task` breaks, as gate Problems on its task.yaml (field
    `gate.dataset`); a scenario registry that does not load gives its own problems."""
    where = display_path(task.root / "task.yaml")
    try:
        stats = describe(task)
    except InputError as e:
        return e.problems
    return [Problem(where, message, field="gate.dataset") for message in task_rules(stats)]


def set_problems(rows: list[TaskStats]) -> list[str]:
    """The rules of the whole set that `rows` break, one sentence each."""
    rounds = Counter(r.rounds for r in rows)
    per_service = Counter(s for r in rows for s in r.services)
    kinds = {k for r in rows for k in r.evidence}
    scenarios = {r.scenario for r in rows}
    registered = [sc.id for path in sorted({r.registry for r in rows if r.registry}) for sc in load_registry(path)]
    multi = sum(len(r.evidence) >= 2 for r in rows)
    rules = [
        (rounds[2] >= 2, f"{rounds[2]} task(s) with 2 rounds (≥ 2)"),
        (sum(n for k, n in rounds.items() if k >= 4) >= 2, "fewer than 2 tasks with 4 or more rounds"),
        (rounds[5] + rounds[6] >= 1, "no task with 5 or 6 rounds"),
        *((per_service[s] >= TASKS_PER_SERVICE, f"service {s} used by {per_service[s]} task(s) (≥ {TASKS_PER_SERVICE})")
          for s in SERVICES),
        *((k in kinds, f"evidence kind {k} appears in no task") for k in EVIDENCE_KINDS),
        (2 * multi > len(rows), f"only {multi} of {len(rows)} tasks have two evidence kinds or more (most must)"),
        *((sc in scenarios, f"scenario {sc} has no task") for sc in dict.fromkeys(registered)),
    ]
    return [message for ok, message in rules if not ok]


COLUMNS = ("task", "scenario", "role", "rounds", "services", "evidence kinds", "checks", "red lines",
           "silent mutations", "playtest scores")


def table(rows: list[TaskStats]) -> str:
    """The closing-note table in Markdown, one line per task."""
    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    for r in rows:
        cells = (r.name, r.scenario, r.role, r.rounds, ", ".join(r.services), ", ".join(r.evidence) or "—",
                 r.checks, r.red_lines, r.silent_mutations, ", ".join(r.playtest_scores) or "—")
        lines.append("| " + " | ".join(str(c) for c in cells) + " |")
    return "\n".join(lines)
