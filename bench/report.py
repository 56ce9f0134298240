"""Benchmark `clawmark report`: median seconds to load + verify, aggregate and render N runs.

The store holds one real oracle run and one real noop run of every task under tasks/; their
run records are then copied as further repeats (each copy names the same verdict log, which is
verified again for every record), up to N runs. Usage: .venv/bin/python bench/report.py [N]
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from clawmark.cli.common import load_tasks
from clawmark.report import build_report, load_runs, render
from clawmark.runner import run_task
from clawmark.store import Store

REPO = Path(__file__).resolve().parent.parent


def make_store(root: Path, runs: int) -> Path:
    tasks, _ = load_tasks((REPO / "tasks",))
    store = Store(root)
    records = []
    for task in tasks:
        for agent in ("oracle", "noop"):
            run_task(task, agent, store)
            records.append(store.record_path(task.name, agent, 0, task.digest))
    for n in range(runs - len(records)):
        source = records[n % len(records)]
        record = {**json.loads(source.read_text()), "repeat": n + 1}
        store.write_record(source.with_name(f"r{n + 1}-{source.name.split('-', 1)[1]}"), record)
    return root


def median_seconds(fn, times: int = 5) -> float:
    samples = []
    for _ in range(times):
        started = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - started)
    return statistics.median(samples)


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    with tempfile.TemporaryDirectory() as tmp:
        store = make_store(Path(tmp), count)
        runs, warnings = load_runs([store])
        assert len(runs) == count and not warnings, (len(runs), warnings)
        report = build_report(runs, warnings, [str(store)])
        print(f"{count} runs")
        print(f"load + verify   {median_seconds(lambda: load_runs([store])):.3f} s (median of 5)")
        print(f"aggregate       {median_seconds(lambda: build_report(runs, warnings, [str(store)])):.3f} s")
        for fmt in ("table", "json", "html", "csv"):
            print(f"render {fmt:8} {median_seconds(lambda: render(fmt, runs, report, None)):.3f} s")


if __name__ == "__main__":
    main()
