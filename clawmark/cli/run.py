"""`clawmark run`: play tasks with an agent and record verdict logs."""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from clawmark.agents import AGENTS
from clawmark.agents.counter import CounterAgent
from clawmark.agents.config import AgentConfigError, agent_spec, read_options
from clawmark.cli.common import (
    INPUT_ERROR, AgentName, backend_option, fail, load_tasks, path_args, require_services, stdout_console,
    stoppable,
)
from clawmark.cli.executor import executor_options, make_executor
from clawmark.cli.legacy import run_legacy_tasks
from clawmark.executors import RunJob
from clawmark.counters import FOLDER, CounterError, load_counter
from clawmark.legacy.loader import FORMAT, is_legacy
from clawmark.problems import Problem
from clawmark.runner import RunResult
from clawmark.store import Store, StoreError


@click.command()
@path_args
@click.option("--agent", "agent_name", type=AgentName(), default="oracle", show_default=True,
              help="The agent to run (`clawmark agents` lists them and their options); counter:<name> runs a "
                   "task's counter-agent (counters/<name>.py, or day1-only).")
@click.option("--agent-opt", "agent_opts", multiple=True, metavar="KEY=VALUE",
              help="An agent option (repeatable; overrides --agent-config).")
@click.option("--agent-config", type=click.Path(path_type=Path, dir_okay=False),
              help="A TOML file of agent options (a flat table).")
@click.option("-j", "--jobs", type=click.IntRange(1, 64), default=1, show_default=True, help="Runs in parallel.")
@click.option("--store", "store_dir", type=click.Path(path_type=Path, file_okay=False), default=Path("runs"), show_default=True,
              help="Content-addressed store for verdict logs, snapshots and run records.")
@click.option("--repeats", type=click.IntRange(1, 100), default=1, show_default=True, help="Runs per task.")
@click.option("--force", is_flag=True, help="Redo runs whose verdict log already exists.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object with a list `runs`.")
@click.option("--format", "task_format", type=click.Choice(["auto", "clawmark", FORMAT]), default="auto",
              show_default=True, help=f"Task format; auto: {FORMAT} when PATHS hold task.py and no task.yaml.")
@backend_option
@executor_options
@stoppable
def run(paths, agent_name, agent_opts, agent_config, jobs, store_dir, repeats, force, as_json, backend, task_format,
        executor, address, worlds_per_node):
    """Run the tasks under PATHS (task folders or folders holding tasks).

    Existing runs (same task content, agent and repeat) are resumed from the store unless
    --force. Exits 0 when every run was scored, 1 when a run was invalid, 2 on bad input
    (agent options, tasks, or a store that cannot be written) before anything is played; SIGINT
    and SIGTERM stop it cleanly (runs under way are not recorded), with exit status 130 and 143.
    With --executor ray the runs are played on a Ray cluster (no cluster reachable: exit 2).
    """
    try:
        agent = agent_spec(AGENTS, agent_name, read_options(agent_config, agent_opts))
        Store(store_dir).ensure_writable()
    except (AgentConfigError, StoreError) as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(INPUT_ERROR)
    if task_format == FORMAT or (task_format == "auto" and paths and all(is_legacy(Path(p)) for p in paths)):
        sys.exit(run_legacy_tasks(paths, agent, Store(store_dir), repeats, as_json, jobs, backend, force))
    tasks, warnings = load_tasks(paths)
    require_services(tasks, backend)
    if agent.cls is CounterAgent:
        require_counter(tasks, agent.options["name"])
    err = Console(stderr=True)
    for warning in warnings:
        err.print(str(warning), style="yellow", markup=False, highlight=False)
    store = Store(store_dir)
    runner = make_executor(executor, jobs, address, worlds_per_node)
    jobs_list = [RunJob(task, agent, repeat, force=force) for task in tasks for repeat in range(repeats)]
    progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        console=err, transient=True, disable=not err.is_terminal)
    with progress:
        rounds_total = sum(len(job.task.spec.rounds) for job in jobs_list)
        bar = progress.add_task(f"{agent.label}: {len(jobs_list)} run(s), days played", total=rounds_total)
        ended = itertools.count(1)
        rounds_of = {task.name: len(task.spec.rounds) for task in tasks}

        def ended_run(result: RunResult) -> None:
            if result.resumed:
                progress.advance(bar, rounds_of[result.task])
            if not err.is_terminal:  # no bar: a line per run as it ends
                err.print(f"[{next(ended)}/{len(jobs_list)}] {progress_line(result)}", markup=False, highlight=False, soft_wrap=True)

        results = runner.map(jobs_list, store, backend, on_round=lambda t, n: progress.advance(bar),
                             on_result=ended_run)
    if as_json:
        click.echo(json.dumps({"store": str(store_dir), "runs": [r.summary() for r in results]}, indent=2))
    else:
        stdout_console().print(summary_table(results))
    for line in failure_notes(results):
        err.print(line, style="yellow", markup=False, highlight=False, soft_wrap=True)
    sys.exit(1 if any(r.log.outcome == "invalid" for r in results) else 0)


def require_counter(tasks, name: str) -> None:
    """Exit with status 2 naming each task that has no counter `name` (or whose counter is broken)."""
    problems = []
    for task in tasks:
        try:
            load_counter(task, name)
        except CounterError as e:
            problems.append(Problem(str(task.root / FOLDER), str(e)))
    if problems:
        fail(problems)


def progress_line(r: RunResult) -> str:
    """`task agent rep: outcome [score]` of a run that ended."""
    outcome = r.log.outcome + (" (resumed)" if r.resumed else "")
    score = f" {r.log.score.weighted_score}" if r.log.score else f": {r.log.invalid_reason}"
    failed = f" (the agent failed on {len(r.agent_failures)} of {len(r.log.rounds)} days)" if r.agent_failures else ""
    return f"{r.task} {r.agent} r{r.repeat}: {outcome}{score}{failed}"


def failure_notes(results: list[RunResult]) -> list[str]:
    """A line per run whose agent crashed, stopped with an error or timed out on some day, naming
    each such day and why: a score of 0.0 from an agent that never ran says so."""
    return [f"note: {r.task} {r.agent} r{r.repeat}: the agent failed on {len(r.agent_failures)} of "
            f"{len(r.log.rounds)} days — " + "; ".join(r.agent_failures) for r in results if r.agent_failures]


def summary_table(results: list[RunResult]) -> Table:
    """One row per run: outcome, weighted score, success, red lines, verdict hash."""
    table = Table(title="ClawMark runs")
    for column, justify in (("task", "left"), ("agent", "left"), ("rep", "right"), ("outcome", "left"),
                            ("score", "right"), ("success", "center"), ("red lines", "left"), ("verdict", "left")):
        table.add_column(column, justify=justify, no_wrap=column in ("task", "verdict", "score"))
    for r in results:
        s = r.log.score
        outcome = r.log.outcome + (" (resumed)" if r.resumed else "")
        if r.log.invalid_reason:
            outcome += f": {r.log.invalid_reason}"
        table.add_row(r.task, r.agent, str(r.repeat), outcome, s.weighted_score if s else "-",
                      ("yes" if s.task_success else "no") if s else "-",
                      ", ".join(s.red_line_violations) if s else "-", r.verdict_hash[:12])
    return table
