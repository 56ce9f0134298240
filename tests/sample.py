"""A small, representative sample of the released tasks for the tests that run whole tasks.

The gate already runs every task (oracle twice, noop, shortcut, counters); tests that exercise a
backend or the CLI over real tasks need only a set that uses every service and every kind of
change, so their cost stays flat as the dataset grows to 100 tasks.
"""

from __future__ import annotations

from pathlib import Path

from clawmark.taskdir import Task, discover, load_task


def features(task: Task) -> set[str]:
    """What a task exercises: its active services, the kinds of its events and mutations, its
    number of days."""
    kinds = {change.kind for r in task.spec.rounds for change in (*r.events, *r.mutations)}
    return {*(f"service:{s}" for s in task.spec.active_services), *(f"change:{k}" for k in kinds),
            f"days:{len(task.spec.rounds)}"}


def covering_sample(root: Path, always: tuple[str, ...] = (), per_scenario: bool = False) -> list[Task]:
    """The tasks named in `always`, then tasks under `root` chosen greedily (most new features
    first, ties by name) until every feature any task has is covered (with `per_scenario`, its
    scenario is a feature too); in name order."""
    def has(task: Task) -> set[str]:
        return features(task) | ({f"scenario:{task.spec.scenario}"} if per_scenario else set())

    tasks = sorted((load_task(r) for r in discover([root])), key=lambda t: t.name)
    chosen = [t for t in tasks if t.name in always]
    wanted = set().union(*map(has, tasks)).difference(*map(has, chosen))
    while wanted:
        best = min(tasks, key=lambda t: (-len(has(t) & wanted), t.name))
        chosen.append(best)
        wanted -= has(best)
    return sorted(chosen, key=lambda t: t.name)
