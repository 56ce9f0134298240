"""Benchmark of the docker backend: world start (up and seeded) in containers against local processes.

Run: .venv/bin/python bench/containers.py [--repeats N]. Prints medians in ms per task and
backend: world start (network, containers, ports ready, seeded) and one full snapshot, and a
whole oracle run; then one agent process in a docker world (a toolbox container started, `true`
run, removed), the fixed cost per round of a `command` agent there. Images must exist already
(tools/setup --containers); their build is not timed.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from clawmark.backends import unavailable
from clawmark.runner import run_task
from clawmark.taskdir import clock_for
from clawmark.store import Store
from clawmark.taskdir import discover, load_task
from clawmark.world import World

TASKS = Path(__file__).resolve().parent.parent / "tasks"


def median_ms(fn, repeats: int) -> float:
    samples = []
    for _ in range(repeats):
        started = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    if reason := unavailable("docker"):
        raise SystemExit(f"no container engine: {reason}")
    tasks = [load_task(root) for root in discover([TASKS])]
    tasks = [t for t in tasks if t.spec.active_services != ["fs"]]
    with World(tasks[0], clock_for(tasks[0]), backend="docker"):
        pass  # images built or found once, outside the timings
    with tempfile.TemporaryDirectory(prefix="clawmark-bench-") as tmp:
        store = Store(Path(tmp))
        for task in tasks:
            services = ", ".join(task.spec.active_services)
            for backend in ("local", "docker"):
                def start():
                    with World(task, clock_for(task), backend=backend):
                        pass

                def oracle():
                    run_task(task, "oracle", store, force=True, backend=backend)

                print(f"{task.name} ({services}) {backend:6}  world start {median_ms(start, args.repeats):8.1f} ms"
                      f"   oracle run {median_ms(oracle, args.repeats):8.1f} ms", flush=True)
    with World(tasks[0], clock_for(tasks[0]), backend="docker") as world:
        def agent_process():
            world.backend.toolbox(["true"], world.workspace, {}, timeout_s=60)

        print(f"toolbox container per agent round (start, `true`, remove) {median_ms(agent_process, args.repeats):8.1f} ms")


if __name__ == "__main__":
    main()
