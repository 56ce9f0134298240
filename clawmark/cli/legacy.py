"""`clawmark run` over original ClawMark tasks (format clawmark-v1, detected by task.py)."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import click
from rich.table import Table

from clawmark.agents.config import AgentSpec
from clawmark.cli.common import stdout_console
from clawmark.legacy.loader import FORMAT, LoadFault, discover_legacy, load_legacy
from clawmark.legacy.runner import run_legacy
from clawmark.store import Store


def run_legacy_tasks(paths, agent: AgentSpec, store: Store, repeats: int, as_json: bool, jobs: int = 1,
                     backend: str = "local", force: bool = False) -> int:
    """Run every clawmark-v1 task under `paths` (`jobs` at a time; scored runs in `store` are
    resumed unless `force`); a task that cannot load is an invalid run. Prints a line per run as
    it ends, then a table per scenario (or one JSON object). Returns the exit status: 0 when
    every run was scored, 1 otherwise."""

    def one(job) -> dict:
        root, repeat = job
        try:
            task = load_legacy(root)
        except LoadFault as e:
            return {"task": f"{root.parent.name}/{root.name}", "agent": agent.label, "repeat": repeat,
                    "format": FORMAT, "outcome": "invalid", "invalid_reason": f"cannot load: {e}"}
        return run_legacy(task, agent, store, repeat=repeat, backend=backend, force=force).summary()

    work = [(root, r) for root in discover_legacy([Path(p) for p in paths]) for r in range(repeats)]
    runs = []
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for n, r in enumerate(pool.map(one, work), 1):
            runs.append(r)
            if not as_json:
                score = "-" if r.get("weighted_score") is None else f"{r['weighted_score']:.3f} / {r['strict_score']:.3f}"
                outcome = r["outcome"] + (" (resumed)" if r.get("resumed") else "")
                click.echo(f"[{n}/{len(work)}] {r['task']:<32} {outcome:<18} {score:<15} {r.get('invalid_reason') or ''}")
    if as_json:
        click.echo(json.dumps({"store": str(store.root), "runs": runs}, indent=2))
    else:
        stdout_console().print(scenario_table(runs, agent.label))
    return 0 if all(r["outcome"] == "scored" for r in runs) else 1


def scenario_table(runs: list[dict], agent: str) -> Table:
    """Per scenario (the task name's first part) and in all: runs, invalid, and the mean
    `original` and `strict` scores (fractions of 1) over the scored runs."""
    table = Table(title=f"{agent}: original ClawMark tasks ({FORMAT})", title_justify="left")
    for column in ("scenario", "runs", "invalid", "mean original", "mean strict"):
        table.add_column(column, justify="left" if column == "scenario" else "right")
    groups: dict[str, list[dict]] = {}
    for r in runs:
        groups.setdefault(r["task"].split("/")[0], []).append(r)
    last = max(groups, default=None)
    for name, group in [*sorted(groups.items()), ("all", runs)]:
        scored = [r for r in group if r["outcome"] == "scored"]
        means = [f"{sum(r[k] for r in scored) / len(scored):.3f}" if scored else "-"
                 for k in ("weighted_score", "strict_score")]
        table.add_row(name, str(len(group)), str(len(group) - len(scored)), *means, end_section=name == last)
    return table
