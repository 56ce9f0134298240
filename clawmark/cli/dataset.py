"""`clawmark dataset`: the closing-note table of a set of tasks and the dataset rules (issue 10)."""

import sys

import click

from clawmark.cli.common import fail, load_tasks, path_args
from clawmark.dataset import describe, set_problems, table, task_problems
from clawmark.discrimination import static_coverage
from clawmark.problems import InputError


@click.command()
@path_args
@click.option("--per-task", is_flag=True, help="Check only the per-task rules, not those of the whole set.")
def dataset(paths, per_task):
    """Print the table of the tasks under PATHS and check the dataset rules.

    Columns: task, scenario, role, rounds, services, evidence kinds (from artifacts/MANIFEST),
    checks, red lines, silent mutations. Prints one line per broken rule to stderr and exits 1
    if any (2 on a task or scenario registry that does not load). A task's scenario must be
    listed in its scenario registry: the nearest scenarios.yaml above the task folder, else the
    repository's tasks/scenarios.yaml (one line per scenario). The counter rules (a
    counter that misses each silent mutation, one that crosses each red line:
    clawmark.discrimination) are errors too.
    """
    tasks, _ = load_tasks(paths)
    try:
        rows = sorted((describe(t) for t in tasks), key=lambda r: r.name)
    except InputError as e:
        fail(e.problems)
    click.echo(table(rows))
    problems = [p for r in rows for p in task_problems(r)] + ([] if per_task else set_problems(rows))
    for problem in problems:
        click.echo(f"rule failed: {problem}", err=True)
    coverage = static_coverage(tasks)
    for problem in coverage:
        click.echo(str(problem), err=True)
    if problems or any(p.severity == "error" for p in coverage):
        sys.exit(1)
