"""`clawmark new`: start a task from a skeleton that validates and runs at once."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import click

from clawmark.artifacts.bundle import build
from clawmark.cli.common import INPUT_ERROR
from clawmark.lint import lint
from clawmark.problems import InputError, display_path
from clawmark.scaffold import scaffold
from clawmark.scenarios import load_registry, registry_for
from clawmark.taskdir import load_task

NAME = re.compile(r"^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$")
OPTIONAL_SERVICES = ("mail", "calendar", "kb", "sheets")


def service_list(ctx, param, value: str) -> list[str]:
    names = [s.strip() for s in value.split(",") if s.strip()]
    if unknown := [s for s in names if s not in (*OPTIONAL_SERVICES, "fs")]:
        raise click.BadParameter(f"unknown service(s) {', '.join(unknown)}; choose from {', '.join(OPTIONAL_SERVICES)}")
    return [s for s in dict.fromkeys(names) if s != "fs"]


@click.command()
@click.argument("name", metavar="SCENARIO/TASK-ID")
@click.option("--services", default="", callback=service_list, metavar="LIST",
              help="Services besides the workspace (always on), comma-separated: mail, calendar, kb, sheets.")
@click.option("--days", type=click.IntRange(2, 6), default=3, show_default=True, help="Working days (rounds).")
@click.option("--into", type=click.Path(path_type=Path, file_okay=False), default=Path("tasks"), show_default=True,
              help="The folder of tasks the new one goes into (as <into>/<scenario>/<task-id>/).")
@click.option("--start", type=click.DateTime(["%Y-%m-%d"]), default="2024-06-03", show_default=True,
              help="Day 1 (later days are the following weekdays).")
@click.option("--timezone", default="Europe/Berlin", show_default=True, help="IANA time zone of the office.")
@click.option("--principal", default="Alex Morgan", show_default=True, help="Who the agent works for (a full name).")
def new(name, services, days, into, start, timezone, principal):
    """Create the task folder SCENARIO/TASK-ID under --into from a skeleton that validates at once.

    task.yaml stubs the chosen services' seeds and has one prompt per day, an announced event
    and a silent mutation on every day after the first; checks.py has an example check per day
    and the red line paired with it; oracle.py a round function per day; NOTES.md the sections
    a task needs (Intent, Days, Traps, Known loopholes, Playtest); artifacts/ a photographed
    document, built. Every TODO marks what to replace. Schemas: `clawmark schema task|recipes`.
    """
    if not NAME.match(name):
        raise click.BadParameter("give scenario/task-id, lowercase letters, digits and '-'", param_hint="SCENARIO/TASK-ID")
    scenario, task_id = name.split("/")
    root = into / scenario / task_id
    if root.exists():
        raise click.BadParameter(f"{root} exists already", param_hint="SCENARIO/TASK-ID")
    scaffold(root, scenario, task_id, services, days, start.date(),
             timezone, " ".join(principal.split()) or "Alex Morgan")
    outcome = build(root)
    problems = list(outcome.problems)
    try:
        problems += [p for p in lint(load_task(root), strict=True) if p.severity == "error"]
    except InputError as e:
        problems += e.problems
    if problems:  # a skeleton that does not validate is a bug of this command
        for problem in problems:
            click.echo(str(problem), err=True)
        sys.exit(INPUT_ERROR)
    click.echo(f"created {display_path(root)}/: {days} days, services fs{''.join(', ' + s for s in services)}")
    click.echo(next_steps(root, scenario))


def next_steps(root: Path, scenario: str) -> str:
    """What to do next, as printed by `clawmark new`."""
    task = display_path(root)
    registry = registry_for(root)
    known = scenario in {s.id for s in load_registry(registry)} if registry.is_file() else False
    register = "" if known else (
        f"\n  0. register the scenario: add to {display_path(registry)} the line\n"
        f"     - {{id: {scenario}, title: …, description: …}}\n")
    return f"""
Next (the README's authoring guide explains each step):{register}
  1. write NOTES.md's Intent, then task.yaml, rounds/, seed/, artifacts/recipes.yaml,
     checks.py and oracle.py (schemas: `clawmark schema task`, `clawmark schema recipes`)
  2. .venv/bin/clawmark artifacts build {task}       # after every change to the recipes
  3. .venv/bin/clawmark validate --strict {task}
  4. .venv/bin/clawmark run {task} --agent oracle --force   # must score 100.0 with success
  5. .venv/bin/clawmark gate {task} --update         # pins RELEASE.lock; then without --update
  6. .venv/bin/clawmark play {task} --label <you>    # the playtest; record it in NOTES.md
  7. .venv/bin/clawmark dataset --per-task {task}    # the dataset's rules (the gate applies them too)
"""
