"""`clawmark bench`: medians of what the release gate spends its time on.

Timings are wall-clock medians over repeats (printed, never asserted): world start (every
registered service up and seeded), one full snapshot, one oracle run per task, and the whole
gate over all tasks at -j 1 and -j 2. Runs go to a temporary store; nothing is kept.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

import click

from clawmark.cli.common import load_tasks, require_services
from clawmark.gate import gate
from clawmark.runner import run_task
from clawmark.taskdir import clock_for
from clawmark.services.registry import SERVICES
from clawmark.store import Store
from clawmark.world import World


def median_ms(fn, repeats: int) -> float:
    """Median wall milliseconds of `fn()` over `repeats` calls."""
    samples = []
    for _ in range(repeats):
        started = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples)


@click.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option("--repeats", type=click.IntRange(1, 100), default=5, show_default=True, help="Samples per median.")
def bench(paths, repeats):
    """Print medians (ms) for the tasks under PATHS [default: tasks]."""
    tasks, _ = load_tasks(paths or (Path("tasks"),))
    require_services(tasks)
    first = tasks[0]
    services = sorted(SERVICES)

    def world_start():
        with World(first, clock_for(first), order=services):
            pass

    with World(first, clock_for(first), order=services) as world:
        snapshot = median_ms(world.snapshot, repeats)
    line(f"world start ({', '.join(services)}; up and seeded)", median_ms(world_start, repeats))
    line(f"full snapshot ({first.name})", snapshot)
    with tempfile.TemporaryDirectory(prefix="clawmark-bench-") as tmp:
        store = Store(Path(tmp))
        for task in tasks:
            ms = median_ms(lambda: run_task(task, "oracle", store, force=True), repeats)
            line(f"oracle run {task.name}", ms)
    for jobs in (1, 2):
        ms = median_ms(lambda: gate(tasks, jobs=jobs), max(1, repeats // 2))
        line(f"gate, {len(tasks)} task(s), -j {jobs}", ms, f"  ({ms / len(tasks):.1f} ms per task)")


def line(label: str, ms: float, extra: str = "") -> None:
    click.echo(f"{label:<56} {ms:9.1f} ms{extra}")
