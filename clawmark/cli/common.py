"""Helpers shared by the CLI verbs: loading tasks and reporting bad input."""

from __future__ import annotations

import functools
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from clawmark import interrupt
from clawmark.backends import BACKENDS, unavailable
from clawmark.lint import lint_tasks
from clawmark.problems import InputError, Problem
from clawmark.task_import import prestart
from clawmark.taskdir import Task, discover, load_task

if TYPE_CHECKING:
    from rich.console import Console

INPUT_ERROR = 2


def stdout_console() -> Console:
    """A rich Console on standard output; piped, 160 columns wide so tables keep whole names."""
    from rich.console import Console  # imported by the commands that print tables, when they do

    return Console() if sys.stdout.isatty() else Console(width=160)


def fail(problems: list[Problem]) -> None:
    """Print one line per problem to stderr and exit with status 2."""
    for problem in problems:
        click.echo(str(problem), err=True)
    sys.exit(INPUT_ERROR)


def stoppable(command):
    """Decorate a CLI verb (innermost, under click's decorators): SIGINT and SIGTERM stop its runs
    cleanly (clawmark.interrupt); it then says so and exits with 128 + the signal's number (130, 143)."""

    @functools.wraps(command)
    def stopping(*args, **kwargs):
        try:
            with interrupt.handled():
                try:
                    return command(*args, **kwargs)
                finally:
                    interrupt.check()
        except interrupt.Interrupted as e:
            click.echo(f"clawmark: {e}: the runs under way were stopped, their worlds torn down, and not recorded",
                       err=True)
            sys.exit(e.exit_status)

    return stopping


def load_tasks(paths: tuple[Path, ...], strict: bool = False) -> tuple[list[Task], list[Problem]]:
    """Load and lint every task under `paths`.

    Exits with status 2 (after printing every problem) if any is an error; returns the tasks
    and the warnings otherwise.
    """
    prestart()  # the child that imports checks and oracles starts while the tasks load
    problems: list[Problem] = []
    tasks: list[Task] = []
    try:
        roots = discover(list(paths))
    except InputError as e:
        fail(e.problems)
    for root in roots:
        try:
            task = load_task(root)
        except InputError as e:
            problems += e.problems
            continue
        tasks.append(task)
    problems += [p for found in lint_tasks(tasks, strict=strict) for p in found]
    errors = [p for p in problems if p.severity == "error"]
    if errors:
        fail(errors)
    return tasks, problems


def require_services(tasks: list[Task], backend: str = "local") -> None:
    """Exit with status 2 (naming what to install) if a service the tasks use cannot run here.

    On the docker backend the services' programs live in the images; what must exist here is
    a container engine.
    """
    from clawmark.services.registry import SERVICES  # every service's runtime: only commands that run worlds

    if reason := unavailable(backend):
        fail([Problem("--backend", f"{backend}: {reason}")])
    problems = [
        Problem(str(task.root / "task.yaml"), f"{name}: {reason}", field="services")
        for task in tasks for name in task.spec.active_services
        if backend == "local" and name in SERVICES and (reason := SERVICES[name].unavailable())
    ]
    if problems:
        fail(problems)


class AgentName(click.ParamType):
    """An agent adapter's name, or `<agent>:<value>` for one with a naming option (`counter:<name>`)."""

    name = "agent"

    def convert(self, value, param, ctx):
        from clawmark.agents import AGENTS

        base, sep, _ = value.partition(":")
        if base in AGENTS and (not sep or AGENTS[base].label_option):
            return value
        self.fail(f"{value!r}: use one of {', '.join(sorted(AGENTS))}, or counter:<name>", param, ctx)


backend_option = click.option(
    "--backend", type=click.Choice(BACKENDS), default="local", show_default=True,
    help="Where the services' servers run: local processes, or containers (Docker or Podman; see images/).",
)
path_args = click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
