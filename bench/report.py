"""Benchmark `clawmark report`: median milliseconds to load + verify, aggregate (bootstrap intervals
and drill-downs included) and render N runs, the site (a page per run) too.

The store holds one real oracle run and one real noop run of every task under tasks/; their
run records are then copied as further repeats (each copy names the same verdict log, which is
verified again for every record), up to N runs. Usage: .venv/bin/python bench/report.py [N]
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from clawmark.cli.bench import median_ms
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


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    with tempfile.TemporaryDirectory() as tmp:
        store = make_store(Path(tmp), count)
        runs, warnings = load_runs([store])
        assert len(runs) == count and not warnings, (len(runs), warnings)
        report = build_report(runs, warnings, [str(store)])
        print(f"{count} runs, medians of 5 (ms)")
        print(f"load + verify  {median_ms(lambda: load_runs([store]), 5):8.1f}")
        print(f"aggregate      {median_ms(lambda: build_report(runs, warnings, [str(store)]), 5):8.1f}")
        for fmt in ("table", "json", "html", "csv"):
            print(f"render {fmt:7} {median_ms(lambda: render(fmt, runs, report, None), 5):8.1f}")
        site = Path(tmp) / "site"
        print(f"render site    {median_ms(lambda: render('site', runs, report, site), 5):8.1f}")


if __name__ == "__main__":
    main()
