"""`clawmark run` over original ClawMark tasks (format clawmark-v1, detected by task.py)."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import click

from clawmark.agents.config import AgentSpec
from clawmark.legacy.loader import FORMAT, LoadFault, discover_legacy, load_legacy
from clawmark.legacy.runner import run_legacy
from clawmark.store import Store


def run_legacy_tasks(paths, agent: AgentSpec, store: Store, repeats: int, as_json: bool, jobs: int = 1,
                     backend: str = "local") -> int:
    """Run every clawmark-v1 task under `paths` (`jobs` at a time); a task that cannot load is
    an invalid run. Returns the exit status: 0 when every run was scored, 1 otherwise."""

    def one(job) -> dict:
        root, repeat = job
        try:
            task = load_legacy(root)
        except LoadFault as e:
            return {"task": f"{root.parent.name}/{root.name}", "agent": agent.label, "repeat": repeat,
                    "format": FORMAT, "outcome": "invalid", "invalid_reason": f"cannot load: {e}"}
        return run_legacy(task, agent, store, repeat=repeat, backend=backend).summary()

    work = [(root, r) for root in discover_legacy([Path(p) for p in paths]) for r in range(repeats)]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        runs = list(pool.map(one, work))
    if as_json:
        click.echo(json.dumps({"store": str(store.root), "runs": runs}, indent=2))
    else:
        for r in runs:
            score = "-" if r.get("weighted_score") is None else f"{r['weighted_score']:.4f}/{r['strict_score']:.4f}"
            click.echo(f"{r['task']:<32} {r['outcome']:<8} {score:<16} {r.get('invalid_reason') or ''}")
    return 0 if all(r["outcome"] == "scored" for r in runs) else 1
