"""`clawmark run` over original ClawMark tasks (format clawmark-v1, detected by task.py)."""

from __future__ import annotations

import json
from pathlib import Path

import click

from clawmark.legacy.loader import LoadFault, discover_legacy, load_legacy
from clawmark.legacy.runner import run_legacy
from clawmark.store import Store


def run_legacy_tasks(paths, agent_name: str, store: Store, repeats: int, as_json: bool) -> int:
    """Run every clawmark-v1 task under `paths`; a task that cannot load is an invalid run.

    Returns the exit status: 0 when every run was scored, 1 otherwise.
    """
    runs = []
    for root in discover_legacy([Path(p) for p in paths]):
        try:
            task = load_legacy(root)
        except LoadFault as e:
            runs.extend({"task": f"{root.parent.name}/{root.name}", "agent": agent_name, "repeat": r,
                         "format": "clawmark-v1", "outcome": "invalid", "invalid_reason": f"cannot load: {e}"}
                        for r in range(repeats))
            continue
        runs.extend(run_legacy(task, agent_name, store, repeat=r).summary() for r in range(repeats))
    if as_json:
        click.echo(json.dumps({"store": str(store.root), "runs": runs}, indent=2))
    else:
        for r in runs:
            score = "-" if r.get("weighted_score") is None else f"{r['weighted_score']:.4f}/{r['strict_score']:.4f}"
            click.echo(f"{r['task']:<32} {r['outcome']:<8} {score:<16} {r.get('invalid_reason') or ''}")
    return 0 if all(r["outcome"] == "scored" for r in runs) else 1
