"""`clawmark gate`: the release gate over task folders."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from clawmark.cli.common import backend_option, fail, path_args, require_services, stdout_console, stoppable
from clawmark.cli.executor import executor_options, make_executor
from clawmark.gate import gate as run_gate
from clawmark.problems import InputError
from clawmark.taskdir import discover, load_task


@click.command()
@path_args
@click.option("--update", is_flag=True, help="Rewrite each task's RELEASE.lock with the oracle's verdict hash.")
@click.option("-j", "--jobs", type=click.IntRange(1, 64), default=1, show_default=True, help="Runs in parallel.")
@click.option("--table", "show_table", is_flag=True, help="Print each task's discrimination table (check × agent).")
@click.option("--table-json", type=click.Path(path_type=Path, dir_okay=False),
              help="Write the discrimination tables of every task to this JSON file.")
@backend_option
@executor_options
@stoppable
def gate(paths, update, jobs, backend, show_table, table_json, executor, address, worlds_per_node):
    """Gate the tasks under PATHS for release.

    Per task: strict lint; the oracle twice in fresh worlds (services started in two orders)
    with bit-identical verdict logs; oracle 100 with task success and no red line; noop fails
    (≤ 20); the shortcut agent fails; every counter (day1-only and counters/*.py) fails the
    checks it must; the oracle's verdict hash equals RELEASE.lock. Prints one line per problem
    (the discrimination rules not yet met as warnings), then one verdict line per task. Exits 0
    when every task passes, 1 when one fails, 2 on bad input, 130 or 143 when stopped by SIGINT
    or SIGTERM. With --executor ray the runs are played on a Ray cluster (none reachable: exit 2).
    """
    try:
        tasks = [load_task(root) for root in discover(list(paths))]
    except InputError as e:
        fail(e.problems)
    require_services(tasks, backend)
    runner = make_executor(executor, jobs, address, worlds_per_node)
    results = run_gate(tasks, jobs=jobs, update=update, backend=backend, executor=runner)
    for result in results:
        for problem in result.problems:
            click.echo(str(problem), err=problem.severity == "warning")
        if result.lock:
            old, new = result.lock
            click.echo(f"{result.task.name}: RELEASE.lock {old or '(none)'} → {new}")
        runs = result.runs
        scores = ", ".join(f"{name.replace('#0', '')} {run.log.score.weighted_score if run.log.score else 'invalid'}"
                           for name, run in runs.items() if name != "oracle#1")
        click.echo(f"{'PASS' if result.passed else 'FAIL'} {result.task.name}"
                   + (f"  ({scores}; verdict {result.verdict_hash})" if runs else ""))
        if show_table and result.table:
            stdout_console().print(result.table.render())
    if table_json:
        tables = [r.table.as_json() for r in results if r.table]
        table_json.write_text(json.dumps({"tasks": tables}, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        click.echo(f"discrimination tables of {len(tables)} task(s) written to {table_json}")
    sys.exit(0 if all(r.passed for r in results) else 1)
